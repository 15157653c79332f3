import Foundation

/// The executables `swift build` made beside the test bundle.
public enum BuiltProducts {
  /// The `flows` binary.
  public static var flows: URL { executable("flows") }

  /// The executable product called `name`.
  public static func executable(_ name: String) -> URL {
    let bundle = Bundle.main.bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent(name)
  }
}
