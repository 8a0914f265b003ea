"""Runs the child's program as main.py and reports errors trimmed to their own code."""

import sys
import time
import traceback

import _ck_bridge

FILENAME = "main.py"


def _sleep(seconds):
    if not isinstance(seconds, (int, float)) or seconds < 0:
        raise ValueError("sleep length must be non-negative")
    _ck_bridge.sleep(float(seconds))


time.sleep = _sleep


def _fresh_turtle():
    # Each run starts with a new screen: forget the turtle module of the previous run.
    sys.modules.pop("turtle", None)


def run(source):
    """Executes the program; returns None, or (kind, line, text) when it ended with an error."""
    _fresh_turtle()
    namespace = {"__name__": "__main__", "__file__": FILENAME}
    try:
        code = compile(source, FILENAME, "exec")
        exec(code, namespace)
    except KeyboardInterrupt:
        return ("KeyboardInterrupt", None, "")
    except SystemExit:
        return None
    except BaseException as error:  # noqa: BLE001 - every error of the child's program is reported
        return _report(error)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return None


def _report(error):
    info = traceback.TracebackException.from_exception(error)
    own = [frame for frame in info.stack if frame.filename == FILENAME]
    line = own[-1].lineno if own else None
    if isinstance(error, SyntaxError) and error.filename == FILENAME:
        line = error.lineno
    lines = []
    if own:
        lines.append("Traceback (most recent call last):\n")
        lines.extend(traceback.StackSummary.from_list(own).format())
    lines.extend(info.format_exception_only())
    return (type(error).__name__, line, "".join(lines))
