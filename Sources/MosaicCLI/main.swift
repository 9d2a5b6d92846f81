import Mosaic
for d in BuiltinLayouts.all {
    let e = try LayoutEngine(layout: d.makeLayout(), dataSource: .generated(count: 10, heights: 50...500, seed: 1))
    print(d.name, try e.contentSize())
    for a in try e.visibleElements().prefix(4) { print(" ", a.indexPath, a.frame, a.transform.rotation, a.visualFrame) }
}
