/// The version of this release of Tessera, written here and nowhere else in the code:
/// `tessera --version` and `tessera-playground --version` print it, and a test checks that
/// CHANGELOG.md's newest release and the README's install lines name the same version.
public enum TesseraVersion {
    /// The release's semantic version (docs/versioning.md says what it promises).
    public static let current = "0.1.0"
}
