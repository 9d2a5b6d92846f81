// Double.shortDescription is `package`: the command line's number format.
// twin: package
// expect: 'shortDescription' is inaccessible due to 'package' protection level
import Mosaic

_ = 1.5.shortDescription
