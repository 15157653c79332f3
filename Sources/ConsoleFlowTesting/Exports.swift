// The explorer is a module of its own so that a command (`flows check`) runs it without a test
// framework; a test imports it with the driver.
@_exported import ConsoleFlowExploration
