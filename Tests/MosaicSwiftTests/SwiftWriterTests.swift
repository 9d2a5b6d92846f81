import Testing
@testable import MosaicSwift
