import Mosaic

extension SwiftFlowValue {
    /// The flow layout's parameters, as UIKit's properties set them.
    func parameters() throws(ParameterError) -> Parameters {
        var parameters = FlowLayout.descriptor.defaultParameters
        let vertical = scrollDirection == .vertical
        try parameters.set("itemWidth", to: .number(itemSize.width))
        try parameters.set("itemHeight", to: .number(itemSize.height))
        try parameters.set("interitemSpacing", to: .number(minimumInteritemSpacing))
        try parameters.set("lineSpacing", to: .number(minimumLineSpacing))
        try parameters.set("sectionInset", to: .insets(sectionInset))
        try parameters.set("scrollDirection", to: .choice(scrollDirection.rawValue))
        try parameters.set("headerHeight", to: .number(vertical ? headerReferenceSize.height : headerReferenceSize.width))
        try parameters.set("footerHeight", to: .number(vertical ? footerReferenceSize.height : footerReferenceSize.width))
        try parameters.set("pinHeaders", to: .bool(sectionHeadersPinToVisibleBounds))
        try parameters.set("pinFooters", to: .bool(sectionFootersPinToVisibleBounds))
        try parameters.set("estimatedItemSize", to: .choice(estimatedItemSize ?? "0,0"))
        try parameters.set("sectionInsetReference", to: .choice(sectionInsetReference.rawValue))
        return parameters
    }
}
