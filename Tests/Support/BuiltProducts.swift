import Foundation

/// The executables `swift build` made beside the test bundle.
public enum BuiltProducts {
  /// The `flows` binary.
  public static var flows: URL {
    let bundle = Bundle.main.bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent("flows")
  }
}
