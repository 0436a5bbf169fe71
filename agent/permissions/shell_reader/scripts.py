"""Scripts and settings that make a read-only-looking program run other programs or write files: awk
programs (`system()`, `print >`), sed scripts (`e`, `w`, `s///e`), `git -c KEY=...` with a key that names a
program. The patterns are in shell.toml."""

from __future__ import annotations

import re
from fnmatch import fnmatchcase

from agent.permissions.shell_reader.knowledge import Word, knowledge


def runs_code(program: str, args: list[Word]) -> list[str]:
    """Why this read-only-looking command could run a program or write a file through its script or config."""
    facts = knowledge()
    if program in facts.awk_programs:
        return _awk_risks(program, args)
    if program == "sed":
        return _sed_risks(args)
    if program == "git":
        return _git_config_risks(args)
    return []


def _awk_risks(program: str, args: list[Word]) -> list[str]:
    index = 0
    while index < len(args):
        token = args[index].text
        if token in ("-f", "--file", "-l", "--load", "-i", "--include", "-E", "--exec", "-e", "--source"):
            return [f"{program} {token} runs a program it reads from a file"]
        if token in ("-v", "-F", "--assign", "--field-separator"):
            index += 2
            continue
        if token.startswith("-") and token != "-":
            index += 1
            continue
        script = args[index].literal
        if script is None:
            return [f"{program} runs a program built when it runs"]
        if any(re.search(pattern, script) for pattern in knowledge().awk_risky):
            return [f"the {program} program can run commands or write files (system, print >, | getline)"]
        return []
    return []


def _sed_risks(args: list[Word]) -> list[str]:
    scripts: list[str | None] = []
    index = 0
    while index < len(args):
        token = args[index].text
        if token in ("-f", "--file") or token.startswith("--file="):
            return ["sed -f runs a script it reads from a file"]
        if token in ("-e", "--expression"):
            scripts.append(args[index + 1].literal if index + 1 < len(args) else "")
            index += 2
            continue
        if token.startswith("--expression="):
            scripts.append(token.split("=", 1)[1] if args[index].literal is not None else None)
        index += 1
    if not scripts:
        operands = [arg for arg in args if not arg.text.startswith("-")]
        scripts = [operands[0].literal] if operands else []
    for script in scripts:
        if script is None:
            return ["sed runs a script built when it runs"]
        if _sed_script_is_risky(script):
            return ["the sed script runs a command or reads or writes a file (e, w, r, s///e, s///w)"]
    return []


def _sed_script_is_risky(script: str) -> bool:
    """Whether a sed script has a command (or an s/// flag) that runs a command or reads or writes a file."""
    facts = knowledge()
    index, size = 0, len(script)

    def skip_delimited(start: int, delimiter: str, count: int) -> int:
        position = start
        for _ in range(count):
            while position < size and script[position] != delimiter:
                position += 2 if script[position] == "\\" else 1
            position += 1
        return position

    while index < size:
        char = script[index]
        if char in " \t\n;{}!,0123456789$~+":
            index += 1
        elif char == "/":  # an address /regex/
            index = skip_delimited(index + 1, "/", 1)
        elif char == "\\" and index + 1 < size:  # an address \\cREGEXc
            index = skip_delimited(index + 2, script[index + 1], 1)
        elif char in "sy" and index + 1 < size:
            index = skip_delimited(index + 2, script[index + 1], 2)
            flags_end = index
            while flags_end < size and script[flags_end] not in ";\n}":
                flags_end += 1
            if char == "s" and any(flag in script[index:flags_end] for flag in facts.sed_risky_s_flags):
                return True
            index = flags_end
        elif char in facts.sed_risky_commands:
            return True
        elif char in "aic:btTvqQlL#":  # text, labels and comments run to the end of the line (or command)
            while index < size and script[index] != "\n" and not (char in ":btT" and script[index] == ";"):
                index += 1
        else:
            index += 1
    return False


def _git_config_risks(args: list[Word]) -> list[str]:
    """`git -c KEY=VALUE`: keys outside shell.toml's safe list can make git run a program."""
    safe = knowledge().git_safe_config
    risky: list[str] = []
    for index, arg in enumerate(args):
        if not arg.text.startswith("-"):
            break  # the subcommand: its own -c (commit -c) is something else
        setting = None
        if arg.text == "-c" and index + 1 < len(args):
            setting = args[index + 1].text
        elif arg.text.startswith("--config-env"):
            setting = (
                arg.text.split("=", 1)[-1]
                if "=" in arg.text
                else (args[index + 1].text if index + 1 < len(args) else "")
            )
        if setting is not None:
            key = setting.split("=", 1)[0].lower()
            if not any(fnmatchcase(key, glob_) for glob_ in safe):
                risky.append(f"git -c {key} can make git run a program")
    return risky
