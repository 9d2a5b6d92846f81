/// The version `mosaic --version` prints: one home, raised with each release.
enum MosaicVersion {
    /// Semantic versioning: major.minor.patch.
    static let current = "0.1.0"
}
