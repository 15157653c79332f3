import Foundation

/// How much memory `flows pick` lets its input take: a third of the least room left under the
/// machine's available memory, the process's address-space and data limits and its cgroup's
/// limit (a growing buffer briefly holds itself twice), so input too large fails in words, not
/// with a crash.
package enum MemoryBudget {
  package static let bytes: Int = {
    var room: [Int] = []
    if let available = meminfo("MemAvailable") { room.append(available) }
    let (size, data) = ownMemory()
    let limits = Platform.memoryLimits
    for (limit, used) in [(limits.addressSpace, size), (limits.data, data)] {
      if let limit { room.append(limit - used) }
    }
    if let maximum = number(in: "/sys/fs/cgroup/memory.max"), let current = number(in: "/sys/fs/cgroup/memory.current")
    {
      room.append(maximum - current)
    }
    return max(0, room.min() ?? Int.max / 2) / 3
  }()

  /// A value of /proc/meminfo, in bytes.
  private static func meminfo(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
  }

  /// The process's address space and data segment now, in bytes (/proc/self/statm).
  private static func ownMemory() -> (size: Int, data: Int) {
    let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
    let page = Platform.pageSize
    let size = fields.count > 0 ? Int(fields[0]) ?? 0 : 0
    let data = fields.count > 5 ? Int(fields[5]) ?? 0 : 0
    return (size * page, data * page)
  }

  private static func number(in file: String) -> Int? {
    (try? String(contentsOfFile: file, encoding: .utf8)).flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
