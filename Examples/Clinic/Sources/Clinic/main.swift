import ConsoleFlow
import ConsoleFlowFiles
import ConsoleFlowREPL

// `clinic [FILE]`: the records in FILE (clinic.json by default), a new action after each one;
// `CONSOLEFLOW_SCREEN=full clinic` fills the screen.
let clinic = Clinic(file: JSONFile(path: CommandLine.arguments.dropFirst().first ?? "clinic.json"))
try await REPL(name: "clinic", keepRunning: true).run(BackOffice.navigation.environment(clinic), input: ())
