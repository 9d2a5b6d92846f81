import Foundation

/// The page's files, read once from the package resources into memory:
/// the only things the server answers with over HTTP. A request's path is
/// looked up in the table and never reaches the file system.
struct PageFiles: Sendable {
    /// One file: its bytes and media type.
    struct File: Sendable {
        var bytes: [UInt8]
        var contentType: String
    }

    /// The files by URL path (`/`, `/page.js`, `/js/cells.js`).
    private(set) var files: [String: File] = [:]

    /// The page shipped in the module's resources (`Resources/`).
    static func bundled() -> PageFiles {
        // The resources are copied as a folder named Resources; Foundation
        // on Linux takes that folder itself as the bundle's resource folder.
        let bundle = Bundle.module
        let candidates = [bundle.bundleURL.appendingPathComponent("Resources"), bundle.resourceURL].compactMap { $0 }
        for folder in candidates {
            let page = PageFiles(folder: folder)
            if page.file(at: "/") != nil { return page }
        }
        return PageFiles()
    }

    init() {}

    /// Every regular file under `folder`, subfolders included, at most
    /// 1,000 files of at most 16 MiB each.
    init(folder: URL) {
        // Relative paths from the walk itself: whatever the folder's own
        // path resolves to (symbolic links in .build), each key is a path
        // beneath it, and no key holds "." or "..".
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let relative as String in walker {
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard files.count < 1_000, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { continue }
            let url = folder.appendingPathComponent(relative)
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                  values.isRegularFile == true, (values.fileSize ?? 0) <= 16 << 20,
                  let data = try? Data(contentsOf: url)
            else { continue }
            files["/" + relative] = File(bytes: [UInt8](data), contentType: Self.contentType(of: relative))
        }
        if let index = files["/index.html"] { files["/"] = index }
    }

    /// The file served at `path`, if any.
    func file(at path: String) -> File? { files[path] }

    /// The media type for a file name's extension.
    static func contentType(of name: String) -> String {
        switch name.split(separator: ".").last.map({ $0.lowercased() }) {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
