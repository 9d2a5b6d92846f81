// The JSON parser is `package`: for Mosaic's own targets, not for apps.
// twin: package
// expect: cannot find 'JSONParser' in scope
import Mosaic

_ = JSONParser.self
