@_spi(Flows) import ConsoleFlowFiles
import Testing

@Suite("Standard paths")
struct StandardPathsTests {
  @Test("state and data live under the XDG folders, else under the home folder")
  func xdgFolders() {
    let set = StandardPaths(environment: ["XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "/s", "HOME": "/h"])
    #expect(set.data == "/d/consoleflow" && set.state == "/s/consoleflow")
    let unset = StandardPaths(environment: ["HOME": "/h"])
    #expect(unset.data == "/h/.local/share/consoleflow" && unset.state == "/h/.local/state/consoleflow")
  }

  @Test("an empty XDG variable counts as unset")
  func emptyVariable() {
    let paths = StandardPaths(environment: ["XDG_STATE_HOME": "", "HOME": "/h"])
    #expect(paths.state == "/h/.local/state/consoleflow")
  }
}
