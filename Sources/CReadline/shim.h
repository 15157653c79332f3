#ifndef CONSOLEFLOW_CREADLINE_SHIM_H
#define CONSOLEFLOW_CREADLINE_SHIM_H

// readline's headers need stdio first; strings given to readline are strdup'd and freed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 rejects readline's mutable globals as shared state, so they are reached here.

static inline void cf_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void cf_rl_set_catch_signals(int value) { rl_catch_signals = value; rl_catch_sigwinch = value; }
static inline void cf_rl_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}
static inline void cf_rl_set_word_breaks(const char *characters) {
  rl_completer_word_break_characters = characters;
  rl_basic_word_break_characters = characters;
}
static inline void cf_rl_completion_over(void) {
  rl_attempted_completion_over = 1;
  rl_completion_append_character = '\0';
  rl_completion_suppress_append = 1;
  rl_sort_completion_matches = 0;
}
static inline void cf_rl_set_outstream(FILE *stream) { rl_outstream = stream; }
static inline FILE *cf_stdout(void) { return stdout; }
static inline int cf_history_length(void) { return history_length; }
static inline int cf_rl_point(void) { return rl_point; }
static inline void cf_rl_set_point(int point) { rl_point = point < 0 ? 0 : (point > rl_end ? rl_end : point); }
static inline int cf_rl_end(void) { return rl_end; }
static inline const char *cf_rl_line_buffer(void) { return rl_line_buffer; }
static inline int cf_history_base(void) { return history_base; }
static inline void cf_rl_set_terminal_name(const char *name) { rl_terminal_name = name; }
static inline int cf_rl_done(void) { return rl_done; }
static inline int cf_rl_edits_as_emacs(void) { return rl_editing_mode == 1; }
// Keys come from the loop's buffer, never from a read that blocks: rl_getc_function and the
// hook readline asks whether more input waits (an escape sequence's next byte).
static inline void cf_rl_set_getc(rl_getc_func_t *function) { rl_getc_function = function; }
static inline void cf_rl_set_input_available_hook(rl_hook_func_t *function) { rl_input_available_hook = function; }
static inline int cf_rl_eof(void) { return EOF; }
static inline void cf_rl_set_prep_term(rl_vintfunc_t *function) { rl_prep_term_function = function; }
static inline Keymap cf_rl_keymap(const char *name) { return rl_get_keymap_by_name(name); }

#endif
