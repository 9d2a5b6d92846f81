// A typed key takes a value of its own type.
// expect: cannot convert value of type 'Size' to expected argument type 'Double'
import Mosaic

var parameters = FanLayout.descriptor.defaultParameters
try parameters.set(FanLayout.radius, to: Size(width: 1, height: 2))
