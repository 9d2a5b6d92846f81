// A typed key reads a value of its own type: the flow layout's item width
// is a per-section list of numbers, not a size.
// expect: cannot convert value of type 'PerSection<Double>' to specified type 'Size'
import Mosaic

let flow = FlowLayout()
let width: Size = flow.parameters[FlowLayout.itemWidth]
