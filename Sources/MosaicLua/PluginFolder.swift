#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plugin's folder, open: where its `require` reads modules when the
/// host found the plugin file through a folder it walked itself (`mosaic
/// run` walks the working directory without following links).
///
/// Every Lua state of the plugin gets its own duplicate of the descriptor,
/// so its modules are read relative to this folder (see `require` in
/// `Sources/CLuaShims/sandbox.c`), never by the folder's name again: a
/// link swapped in for the folder later changes nothing.
package final class PluginFolder: Sendable {
    /// The descriptor, open for as long as this object lives.
    package let descriptor: Int32

    /// Takes `descriptor` (an open folder), which this object closes.
    package init(adopting descriptor: Int32) {
        precondition(descriptor >= 0, "a plugin folder needs an open descriptor")
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}

/// A plugin's text and where its modules are, read by the host: what
/// ``LuaPlugin/load(source:file:limits:modules:)`` takes from a host that
/// reads plugin files itself rather than by name.
package struct PluginSource: Sendable {
    /// The file's bytes.
    package var text: [UInt8]
    /// The folder the file is in, open; `nil` to read modules from the
    /// file name's directory, by name.
    package var moduleFolder: PluginFolder?

    /// A source from its parts.
    package init(text: [UInt8], moduleFolder: PluginFolder?) {
        self.text = text
        self.moduleFolder = moduleFolder
    }
}
