// libedit's readline-compatible API, for the REPL's line editing, history
// and Tab completion (Debian libedit-dev, Homebrew libedit).
//
// The readline globals are set through these functions: Swift 6 refuses to
// touch imported mutable globals directly.
#ifndef MOSAIC_CEDITLINE_SHIM_H
#define MOSAIC_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>

/// Names the program for ~/.editrc, sets the characters that break words
/// for completion, and the completion function.
static inline void mosaic_rl_configure(const char *name, char *wordBreaks, rl_completion_func_t *complete) {
    rl_readline_name = name;
    rl_basic_word_break_characters = wordBreaks;
    rl_completer_word_break_characters = wordBreaks;
    rl_attempted_completion_function = complete;
}

/// The line being edited.
static inline const char *mosaic_rl_linebuffer(void) { return rl_line_buffer; }

/// Whether libedit skips its own file name completion when ours finds nothing.
static inline void mosaic_rl_setcompletionover(int over) { rl_attempted_completion_over = over; }

/// The character added after a unique completion (0: none).
static inline void mosaic_rl_setappendcharacter(int character) { rl_completion_append_character = character; }
#endif
