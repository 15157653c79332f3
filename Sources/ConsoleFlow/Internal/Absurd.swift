/// What a continuation of a screen that never yields does with its value: nothing, as there is
/// none. A function, where a closure over `Never` would be code that never runs.
func absurd<Result>(_ never: Never) -> Result {}
