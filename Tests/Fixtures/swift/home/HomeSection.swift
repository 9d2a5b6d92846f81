import UIKit

enum HomeSection: Int, CaseIterable {
    case featured
    case recent

    var columns: Int {
        switch self {
        case .featured: return 1
        case .recent: return 3
        }
    }
}

enum Metrics {
    static let margin: CGFloat = 16
    static let bannerHeight: CGFloat = 200
}
