"""A pymdownx.superfences custom fence: ```sudoku blocks become <sudoku-board> or <sudoku-explainer>."""
from html import escape

from pymdownx.superfences import SuperFencesException

BOARD = {"shape", "label", "givens", "keypad", "readonly"}
EXPLAINER = {"shape", "label", "stop", "language", "variant"}


def validate(language, inputs, options, attrs, md):
    """Keeps the fence's options; one the element does not take stops the build."""
    mode = inputs.pop("mode", "board")
    known = EXPLAINER if mode == "explainer" else BOARD
    for name in inputs:
        if mode not in ("board", "explainer") or name not in known:
            raise SuperFencesException(f"sudoku fence: {name}={inputs[name]!r} is not an option of mode={mode}")
    options.update(inputs, mode=mode)
    return True


def format(source, language, css_class, options, md, **kwargs):
    """The element, its attributes escaped; the element reads the board itself."""
    tag = "sudoku-explainer" if options.pop("mode") == "explainer" else "sudoku-board"
    board = source.rstrip("\n")
    attributes = {"givens": board} if options.pop("givens", None) else {"value": board}
    attributes.update(options)
    html = "".join(
        f" {name}" if value == name else f' {name}="{escape(value)}"' for name, value in attributes.items()
    )
    return f'<div class="{css_class}"><{tag}{html}></{tag}></div>'
