import TesseraPlaygroundAPI

// `swift run -c release tessera-playground-bench`: the playground API's latency figures.
print("Tessera playground API latency (in-process, \(PlaygroundBenchmark.buildConfiguration) build)")
for line in try PlaygroundBenchmark.run() { print(line) }
