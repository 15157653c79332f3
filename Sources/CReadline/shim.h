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

// Called back for each byte, readline takes the Esc of Alt-D as a key of its own, and its check
// that a key killed nothing runs then: the kill the D makes no longer joins the kill before it
// (bash, reading both bytes at once, joins them). The kills read after an Esc are bound to these,
// which join a kill to the one before as bash's readline does.
extern int _rl_last_command_was_kill;
static inline int cf_rl_kill_word_joined(int count, int key);
static inline int cf_rl_backward_kill_word_joined(int count, int key);
static inline void cf_rl_join_kills(void) {
  rl_command_func_t *last = rl_last_func;
  if (last == rl_kill_word || last == rl_backward_kill_word || last == rl_kill_line || last == rl_backward_kill_line
      || last == rl_kill_full_line || last == rl_unix_word_rubout || last == rl_unix_filename_rubout
      || last == rl_unix_line_discard || last == rl_kill_region || last == cf_rl_kill_word_joined
      || last == cf_rl_backward_kill_word_joined)
    _rl_last_command_was_kill = 1;
}
static inline int cf_rl_kill_word_joined(int count, int key) {
  cf_rl_join_kills();
  return rl_kill_word(count, key);
}
static inline int cf_rl_backward_kill_word_joined(int count, int key) {
  cf_rl_join_kills();
  return rl_backward_kill_word(count, key);
}
// Binds `sequence` to `joined` in `map` where readline's own `kill` is bound there (an inputrc
// may bind it to something else, which stays).
static inline void cf_rl_bind_joined(const char *sequence, rl_command_func_t *kill, rl_command_func_t *joined, Keymap map) {
  int type = 0;
  if (rl_function_of_keyseq(sequence, map, &type) == kill && type == ISFUNC) rl_bind_keyseq_in_map(sequence, joined, map);
}
static inline void cf_rl_join_escaped_kills(void) {
  Keymap emacs = rl_get_keymap_by_name("emacs-standard");
  if (!emacs) return;
  cf_rl_bind_joined("\033d", rl_kill_word, cf_rl_kill_word_joined, emacs);
  cf_rl_bind_joined("\033\177", rl_backward_kill_word, cf_rl_backward_kill_word_joined, emacs);
  cf_rl_bind_joined("\033\010", rl_backward_kill_word, cf_rl_backward_kill_word_joined, emacs);
}

#endif
