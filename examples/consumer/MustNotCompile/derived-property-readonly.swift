// A fan's angle between items follows from its item width and radius.
// expect: cannot assign to property: 'anglePerItem' is a get-only property
import Mosaic

var fan = FanLayout()
fan.anglePerItem = 0.5
