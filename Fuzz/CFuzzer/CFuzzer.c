// The module only declares libFuzzer's driver; this file makes it a C target.
#include "CFuzzer.h"
