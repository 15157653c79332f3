import Foundation

/// How much memory `flows pick` lets its input take: a third of the least room left under the
/// machine's available memory, the process's address-space and data limits and its cgroup's
/// limit (a growing buffer briefly holds itself twice), and never more than ``ceiling``, so input
/// too large fails in words, not with a crash, and `yes | flows pick` leaves the machine usable.
package enum MemoryBudget {
  /// The most the input may take whatever room there is: 1 GiB, some 15 million lines of
  /// paths (a million take 68 MiB), and at most about 3 GiB of the process at its peak.
  package static let ceiling = 1 << 30

  /// The budget with `room` bytes left: a third of it, never more than ``ceiling``.
  package static func bytes(room: Int) -> Int {
    min(max(0, room) / 3, ceiling)
  }

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
    return bytes(room: room.min() ?? Int.max / 2)
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
