@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SqlFlow

/// A field that is a foreign key on its own, chosen: it follows the key, as its `→` entry does.
@Suite("flows sql: a key's field, chosen, opens the row it points at")
struct SqlKeyFieldTests {
  @Test("CustomerID chosen by name or number opens the customer, not its bare value; a dangling one its value")
  func keyFieldFollowsTheKey() async throws {
    try await withTemporaryFolder { folder in
      let (path, database) = try await makeDatabase(
        "orders.sqlite", in: folder, enforcingKeys: false,
        sql: """
          CREATE TABLE Customers (CustomerID TEXT PRIMARY KEY, CompanyName TEXT);
          INSERT INTO Customers VALUES ('VINET', 'Vins et alcools');
          CREATE TABLE Orders (OrderID INTEGER PRIMARY KEY, CustomerID TEXT REFERENCES Customers (CustomerID));
          INSERT INTO Orders VALUES (1, 'VINET'), (2, 'GONE');
          """)
      try database.close()
      for chosen in ["CustomerID", "2"] {
        let flow = try await sqlFlow(path, ["Orders", "1", chosen])
        #expect(flow.page.title == "Customers VINET", "\(chosen): \(flow.rejections)")
        #expect(flow.page.items.first?.cells == ["CustomerID", "VINET"], "\(chosen)")
      }
      let dangling = try await sqlFlow(path, ["Orders", "2", "CustomerID"])
      #expect(dangling.page.title == "CustomerID", "\(dangling.rejections)")
    }
  }
}
