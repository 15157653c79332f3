#ifndef CONSOLEFLOW_CFUZZER_H
#define CONSOLEFLOW_CFUZZER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, for a program that has its own main: it parses libFuzzer's arguments and
// calls `callback` with each input. Linked from libFuzzer when built with -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
