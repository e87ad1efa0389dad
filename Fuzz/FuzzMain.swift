// The libFuzzer entry point of .build/fuzz/spec-fuzzer: one binary (one build, in CI too) for
// the two targets, chosen by the environment: TESSERA_FUZZ=view fuzzes view trees
// (ViewTreeFuzzer.swift, scripts/fuzz-views), anything else the spec reader (SpecFuzzer.swift,
// scripts/fuzz). Each keeps its own corpus.
import Foundation

private let fuzzesViews = ProcessInfo.processInfo.environment["TESSERA_FUZZ"] == "view"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzesViews ? fuzzViewTrees(data, size) : fuzzSpec(data, size)
}
