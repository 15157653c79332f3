/// The key bindings `flows pick --bash`, `--zsh` and `--fish` print, to be sourced from a shell's
/// startup file, as fzf's are: Ctrl-T puts chosen paths on the command line, quoted for the
/// shell; Ctrl-R puts a line of the shell's history there (a multi-line entry whole); Alt-C
/// changes to a chosen folder. Paths (files, folders and links for Ctrl-T, as fzf's) come from
/// `find` (hidden ones left out) unless `FLOWS_CTRL_T_COMMAND` or `FLOWS_ALT_C_COMMAND` gives a
/// command printing one path a line; a name that starts with a dash keeps its `./`.
package enum PickKeyBindings {
  /// The shells there are bindings for.
  package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The script `shell` sources.
  package static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  private static let bash = #"""
    # flows pick key bindings for bash. In ~/.bashrc: eval "$(flows pick --bash)"
    # Paths are read NUL-separated, so any name (spaces, quotes, newlines) comes back whole.
    # The command flows pick runs (sh -c, its input the terminal) for the paths, and ends as
    # it ends, however slow:
    # $1: your command (one path a line), if any; $2: paths (files, folders, links) or folders.
    __flows_paths_command() {
      if [ -n "${1:-}" ]; then printf '%s\n%s' "{ $1" "} | tr '\n' '\0'"; return; fi
      if [ "$2" = folders ]; then
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o -type d -print0 2>/dev/null"
      else
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o \\( -type f -o -type d -o -type l \\) -print0 2>/dev/null"
      fi
    }

    __flows_paths() {
      local chosen quoted
      IFS= read -r -d '' chosen < <(FLOWS_DEFAULT_COMMAND=$(__flows_paths_command "${FLOWS_CTRL_T_COMMAND:-}" paths) \
        flows pick --read0 --print0 --prompt 'Path> ' </dev/tty) || return 0
      # ./ goes, unless the name starts with a dash: ./-rf is never an option.
      [[ $chosen == ./-* ]] || chosen=${chosen#./}
      [[ $chosen == -* ]] && chosen=./$chosen
      printf -v quoted '%q ' "$chosen"
      READLINE_LINE="${READLINE_LINE:0:READLINE_POINT}${quoted}${READLINE_LINE:READLINE_POINT}"
      READLINE_POINT=$((READLINE_POINT + ${#quoted}))
    }

    # Each entry is listed alone and ended with a NUL, which no entry can hold: what an entry
    # holds (a heredoc's line that starts with a number and a tab, say) never makes or hides an
    # entry. fc -l N N lists entry N ("f", N, a tab, N, a tab and a mark before it); under
    # bind -x fc cannot reach the last entry, which history 1 lists ("h", its number and a mark).
    # Newest first, each once.
    __flows_history_entries() {
      local first last reached rest entry asked i
      IFS=$'\t' read -r first rest < <(builtin fc -l -2147483648 -2147483648 2>/dev/null) || return 0
      IFS=$'\t' read -r reached rest < <(builtin fc -l -1 -1 2>/dev/null) || return 0
      read -r last rest < <(HISTTIMEFORMAT= builtin history 1) || return 0
      local -A seen=()
      {
        if ((last > reached)); then
          printf h
          HISTTIMEFORMAT= builtin history 1
          printf '\0'
        fi
        for ((i = reached; i >= first; i--)); do
          printf 'f%s\t' "$i"
          builtin fc -l "$i" "$i" 2>/dev/null
          printf '\0'
        done
      } | while IFS= read -r -d '' entry; do
        if [[ $entry == h* ]]; then
          entry=${entry#h}
          entry=${entry#"${entry%%[![:space:]]*}"}
          entry=${entry#"${entry%%[!0-9]*}"}
          entry=${entry#??}
        else
          # The number asked for, then the one fc listed first: fc lists a range for a number
          # out of its reach (a subshell's view of the last entry), which is left out.
          entry=${entry#f}
          asked=${entry%%$'\t'*}
          entry=${entry#*$'\t'}
          [[ ${entry%%$'\t'*} == "$asked" ]] || continue
          entry=${entry#*$'\t'}
          entry=${entry#?}
        fi
        entry=${entry%$'\n'}
        [[ -z $entry || -n ${seen[$entry]:-} ]] && continue
        seen[$entry]=1
        printf '%s\0' "$entry"
      done
    }

    __flows_history() {
      local chosen
      IFS= read -r -d '' chosen < <(__flows_history_entries |
        flows pick --read0 --print0 --prompt 'History> ' -q "$READLINE_LINE") || return 0
      READLINE_LINE=$chosen
      READLINE_POINT=${#READLINE_LINE}
    }

    __flows_cd() {
      local chosen
      IFS= read -r -d '' chosen < <(FLOWS_DEFAULT_COMMAND=$(__flows_paths_command "${FLOWS_ALT_C_COMMAND:-}" folders) \
        flows pick --read0 --print0 --prompt 'Folder> ' </dev/tty) || return 0
      builtin cd -- "$chosen"
    }

    for __flows_keymap in emacs-standard vi-insert; do
      bind -m "$__flows_keymap" -x '"\C-t": __flows_paths'
      bind -m "$__flows_keymap" -x '"\C-r": __flows_history'
      bind -m "$__flows_keymap" -x '"\ec": __flows_cd'
    done
    unset __flows_keymap

    """#

  private static let zsh = #"""
    # flows pick key bindings for zsh. In ~/.zshrc: eval "$(flows pick --zsh)"
    # Paths are read NUL-separated, so any name (spaces, quotes, newlines) comes back whole.
    # The command flows pick runs (sh -c, its input the terminal) for the paths, and ends as
    # it ends, however slow:
    # $1: your command (one path a line), if any; $2: paths (files, folders, links) or folders.
    __flows_paths_command() {
      if [[ -n $1 ]]; then printf '%s\n%s' "{ $1" "} | tr '\n' '\0'"; return; fi
      if [[ $2 == folders ]]; then
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o -type d -print0 2>/dev/null"
      else
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o \\( -type f -o -type d -o -type l \\) -print0 2>/dev/null"
      fi
    }

    __flows_paths_widget() {
      local chosen
      zle -I
      chosen=$(FLOWS_DEFAULT_COMMAND=$(__flows_paths_command "${FLOWS_CTRL_T_COMMAND:-}" paths) \
        flows pick --read0 --print0 --prompt 'Path> ' </dev/tty)
      if [[ -n $chosen ]]; then
        chosen=${chosen%$'\0'}
        # ./ goes, unless the name starts with a dash: ./-rf is never an option.
        [[ $chosen == ./-* ]] || chosen=${chosen#./}
        [[ $chosen == -* ]] && chosen=./$chosen
        LBUFFER+="${(q)chosen} "
      fi
      zle reset-prompt
    }

    # $history holds each entry whole, a multi-line one too; newest first, each once.
    __flows_history_widget() {
      local chosen key
      zle -I
      local -A seen
      chosen=$(for key in ${(Onk)history}; do
          [[ -n ${seen[${history[$key]}]} ]] && continue
          seen[${history[$key]}]=1
          printf '%s\0' "${history[$key]}"
        done | flows pick --read0 --print0 --prompt 'History> ' -q "$BUFFER")
      if [[ -n $chosen ]]; then
        BUFFER=${chosen%$'\0'}
        CURSOR=$#BUFFER
      fi
      zle reset-prompt
    }

    __flows_cd_widget() {
      local chosen
      zle -I
      chosen=$(FLOWS_DEFAULT_COMMAND=$(__flows_paths_command "${FLOWS_ALT_C_COMMAND:-}" folders) \
        flows pick --read0 --print0 --prompt 'Folder> ' </dev/tty)
      if [[ -n $chosen ]]; then
        builtin cd -- "${chosen%$'\0'}"
      fi
      zle reset-prompt
    }

    zle -N __flows_paths_widget
    zle -N __flows_history_widget
    zle -N __flows_cd_widget
    for __flows_keymap in emacs viins; do
      bindkey -M "$__flows_keymap" '^T' __flows_paths_widget
      bindkey -M "$__flows_keymap" '^R' __flows_history_widget
      bindkey -M "$__flows_keymap" '\ec' __flows_cd_widget
    done
    unset __flows_keymap

    """#

  private static let fish = #"""
    # flows pick key bindings for fish. In ~/.config/fish/config.fish: flows pick --fish | source
    # Paths are read NUL-separated, so any name (spaces, quotes, newlines) comes back whole; a
    # value is never split at its newlines (no command substitution of it).
    # The command flows pick runs (sh -c, its input the terminal) for the paths, and ends as
    # it ends, however slow:
    # $argv[1]: your command (one path a line), if any; $argv[2]: paths or folders.
    function __flows_paths_command
      if test -n "$argv[1]"
        printf '%s\n%s' "{ $argv[1]" "} | tr '\\n' '\\0'"
        return
      end
      if test "$argv[2]" = folders
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o -type d -print0 2>/dev/null"
      else
        printf '%s' "find . -mindepth 1 -name '.*' -prune -o \\( -type f -o -type d -o -type l \\) -print0 2>/dev/null"
      end
    end

    function __flows_paths
      set -l list (__flows_paths_command "$FLOWS_CTRL_T_COMMAND" paths | string collect)
      set -l chosen (env FLOWS_DEFAULT_COMMAND="$list" flows pick --read0 --print0 --prompt 'Path> ' </dev/tty | string split0)
      if test (count $chosen) -gt 0
        # Escaped first (one word on one line whatever it holds), quoted ('…') or not; then ./
        # goes, unless the name starts with a dash, which gets one: ./-rf is never an option.
        set -l word (string escape -- $chosen[1])
        set word (string replace -r -- '^(\'?)\./(?!-)' '$1' $word)
        set word (string replace -r -- '^(\'?)-' '$1./-' $word)
        commandline -i -- "$word "
      end
      commandline -f repaint
    end

    # history --null gives each entry whole, a multi-line one too; newest first, each once. The
    # line typed is the query, one argument whatever lines it has.
    function __flows_history
      set -l query (commandline | string collect)
      set -l chosen (history --null | flows pick --read0 --print0 --prompt 'History> ' -q "$query" | string split0)
      if test (count $chosen) -gt 0
        commandline -r -- $chosen[1]
      end
      commandline -f repaint
    end

    function __flows_cd
      set -l list (__flows_paths_command "$FLOWS_ALT_C_COMMAND" folders | string collect)
      set -l chosen (env FLOWS_DEFAULT_COMMAND="$list" flows pick --read0 --print0 --prompt 'Folder> ' </dev/tty | string split0)
      if test (count $chosen) -gt 0
        cd -- $chosen[1]
      end
      commandline -f repaint
    end

    bind \ct __flows_paths
    bind \cr __flows_history
    bind \ec __flows_cd
    if bind -M insert >/dev/null 2>&1
      bind -M insert \ct __flows_paths
      bind -M insert \cr __flows_history
      bind -M insert \ec __flows_cd
    end

    """#
}
