// swift-format-ignore-file
// Made by DocCommentExampleTests from the examples in the library's documentation comments:
// do not edit; CONSOLEFLOW_RECORD=1 makes it anew. Each is compiled here as written there
// (the formatter leaves it as written too).

import ConsoleFlow
import ConsoleFlowExploration
import ConsoleFlowFiles
import ConsoleFlowGoldenFiles
import ConsoleFlowREPL
import ConsoleFlowTesting
import Foundation
import Testing

// Sources/ConsoleFlow/Composition/BranchCase.swift, example 1
@MainActor private func branchCaseExample1() async throws {
  enum Found: Sendable { case album(Album), artist(Artist) }

  let chooseFound = Screen<[Found], Found>.list(title: "Found", rows: .input, label: { "\($0)" })
  let album = BranchCase("album", chooseTrack)
  let artist = BranchCase("artist", (root(chooseAlbum) >>> chooseTrack).pullback { (artist: Artist) in artist.albums })
  let openFound = root(chooseFound).branch(album, artist) { found in
    switch found {
    case .album(let chosen): album(chosen)
    case .artist(let chosen): artist(chosen)
    }
  }
}

// Sources/ConsoleFlow/Composition/BranchCase.swift, example 2
@MainActor private func branchCaseExample2() async throws {
  let albums = BranchCase("albums", chooseAlbum)
  let none = BranchCase("no albums", noAlbums)
  root(chooseArtist).branch(albums, none) { artist in
    artist.albums.isEmpty ? none(artist) : albums(artist.albums)
  }
}

// Sources/ConsoleFlow/Composition/Modal.swift, example 1
@MainActor private func modalExample1() async throws {
  let addDream = Modal("add", root(askTitle))
  let journal = journalScreen.presenting(addDream)
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 1
@MainActor private func navigationBranchExample1() async throws {
  enum Shelf: String, CaseIterable { case albums, empty = "no albums" }

  let albumsOrNone: Navigation<[Artist], Album> =
    root(chooseArtist).branch(on: { $0.albums.isEmpty ? Shelf.empty : .albums }) { shelf in
      switch shelf {
      case .albums: root(chooseAlbum.pullback { $0.albums })
      case .empty: root(noAlbums)
      }
    }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 2
@MainActor private func navigationBranchExample2() async throws {
  root(chooseArtist).branch { artist in
    artist.albums.isEmpty ? noAlbums : chooseAlbum.pullback { $0.albums }
  }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 3
@MainActor private func navigationBranchExample3() async throws {
  root(chooseEntry).branch { entry in entry.isFolder ? openFolder : root(showFile) }
}

// Sources/ConsoleFlow/Composition/Navigation+Branch.swift, example 4
@MainActor private func navigationBranchExample4() async throws {
  // An entry opens as `enum Opened { case folder(Folder), file(Entry) }`.
  let browse = Navigation<Folder, Never>.recursive { browse in
    let folder = BranchCase("folder", browse)
    let file = BranchCase("file", showFile)
    return root(chooseEntry).branch(folder, file) { entry in
      switch entry.opened {
      case .folder(let inside): folder(inside)
      case .file(let chosen): file(chosen)
      }
    }
  }
}

// Sources/ConsoleFlow/Composition/Navigation+Load.swift, example 1
@MainActor private func navigationLoadExample1() async throws {
  root(chooseArtist).load("Loading albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
}

// Sources/ConsoleFlow/Composition/Navigation+Load.swift, example 2
@MainActor private func navigationLoadExample2() async throws {
  let ordered = root(chooseAlbum).save("Ordering") { album in album.title }
    >>> Screen<String, Never>.notice(title: "Ordered", lines: { ["\($0) is on its way."] })
}

// Sources/ConsoleFlow/Composition/Navigation+Load.swift, example 3
@MainActor private func navigationLoadExample3() async throws {
  let albumsOfArtist: Navigation<Artist, Album> =
    load("Loading albums") { artist in try await catalog.albums(of: artist) } >>> chooseAlbum
}

// Sources/ConsoleFlow/Composition/Navigation+Then.swift, example 1
@MainActor private func navigationThenExample1() async throws {
  root(chooseArtist).map { $0.albums }.then(chooseAlbum)
}

// Sources/ConsoleFlow/Composition/Navigation+Then.swift, example 2
@MainActor private func navigationThenExample2() async throws {
  let browseAlbums = root(chooseAlbum) >>> chooseTrack
  root(chooseArtist).map { $0.albums }.then(browseAlbums)
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 1
@MainActor private func navigationTransformExample1() async throws {
  root(chooseArtist).map { $0.albums }
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 2
@MainActor private func navigationTransformExample2() async throws {
  root(chooseTrack).compactMap { $0.preview } >>> playPreview
}

// Sources/ConsoleFlow/Composition/Navigation+Transform.swift, example 3
@MainActor private func navigationTransformExample3() async throws {
  let browseFolder: Navigation<Folder, File> = browseEntries.pullback { $0.entries }
}

// Sources/ConsoleFlow/Composition/Operators.swift, example 1
@MainActor private func operatorsExample1() async throws {
  let navigation = root(chooseArtist).map { $0.albums } >>> chooseAlbum
}

// Sources/ConsoleFlow/Composition/Presentation.swift, example 1
@MainActor private func presentationExample1() async throws {
  let renaming: Reaction<ItemsState, Never> = .present(
    Presentation(renameItem, input: item) { state, newName in state.renaming(item, to: newName) })
}

// Sources/ConsoleFlow/Composition/StateLoad.swift, example 1
@MainActor private func stateLoadExample1() async throws {
  let saving: Reaction<JournalState, Never> = .load(
    StateLoad(
      "Saving the journal", { try await journal.save(dreams) },
      done: { state, saved in state.saved(saved) },
      failed: { state, why in state.notSaved(dreams, because: why) }))
}
