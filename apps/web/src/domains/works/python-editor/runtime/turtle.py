"""Turtle graphics for the browser Python editor.

Pyodide has no tkinter, so this module keeps each turtle's state here (position, heading, pen) and
sends drawing events to the page, which animates them on a canvas. The API follows the standard
`turtle` module that children learn with: the Turtle class and the same functions at module level.
"""

import json
import math

import _ck_bridge

__all__ = []

_SPEEDS = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}
_SHAPES = ("classic", "arrow", "turtle", "circle", "square", "triangle", "blank")


class Terminator(Exception):
    """Raised by the standard module when its window is closed; kept so programs can catch it."""


class TurtleGraphicsError(Exception):
    pass


def _emit(**event):
    _ck_bridge.emit(json.dumps(event))


class _ScreenState:
    def __init__(self):
        self.colormode = 1.0
        self.tracing = True
        self.turtles = []
        self.next_id = 0
        self.bg = "white"


_state = _ScreenState()


def _color_text(args):
    """A colour given as a name, '#rrggbb' or an (r, g, b) tuple, as CSS text."""
    if len(args) == 1:
        value = args[0]
    elif len(args) == 3:
        value = tuple(args)
    else:
        raise TurtleGraphicsError("颜色的写法不对：用颜色名（如 'red'）、'#ff0000' 或 (r, g, b)")
    if isinstance(value, str):
        text = value.strip().replace(" ", "").lower()
        if not text:
            raise TurtleGraphicsError("颜色不能是空字符串")
        return text
    if isinstance(value, (tuple, list)) and len(value) == 3:
        limit = 255 if _state.colormode == 255 else 1.0
        parts = []
        for v in value:
            if not isinstance(v, (int, float)) or v < 0 or v > limit:
                raise TurtleGraphicsError(f"颜色数值要在 0 到 {limit} 之间（当前 colormode 是 {_state.colormode}）")
            parts.append(round(v if limit == 255 else v * 255))
        return "#%02x%02x%02x" % tuple(parts)
    raise TurtleGraphicsError("颜色的写法不对：用颜色名（如 'red'）、'#ff0000' 或 (r, g, b)")


def _color_value(text):
    """A colour as the caller gets it back: tuples in the current colour mode."""
    if text.startswith("#") and len(text) == 7:
        rgb = tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))
        return rgb if _state.colormode == 255 else tuple(round(c / 255, 4) for c in rgb)
    return text


class Vec2D(tuple):
    """A 2D point like the standard module's, printed with two decimals."""

    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __abs__(self):
        return math.hypot(self[0], self[1])

    def __repr__(self):
        # Rounding noise must not print as -0.00.
        return "(%.2f,%.2f)" % tuple(0.0 if abs(v) < 0.005 else v for v in self)


class Turtle:
    def __init__(self, shape="classic", visible=True):
        self._id = _state.next_id
        _state.next_id += 1
        _state.turtles.append(self)
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._pendown = True
        self._pensize = 1
        self._pencolor = "black"
        self._fillcolor = "black"
        self._speed = 3
        self._visible = bool(visible)
        self._shape = shape if shape in _SHAPES else "classic"
        self._fill_path = None
        self._fill_lines = None
        _emit(k="new", id=self._id)
        self._look()

    # --- events ---------------------------------------------------------------
    def _speed_now(self):
        return self._speed if _state.tracing else 0

    def _look(self):
        _emit(
            k="look",
            id=self._id,
            visible=self._visible,
            shape=self._shape,
            pen=self._pencolor,
            fill=self._fillcolor,
            size=self._pensize,
        )

    def _goto(self, x, y):
        x, y = float(x), float(y)
        if not (math.isfinite(x) and math.isfinite(y)):
            raise TurtleGraphicsError("坐标必须是有限的数")
        _emit(
            k="move",
            id=self._id,
            x=x,
            y=y,
            pen=self._pendown,
            color=self._pencolor,
            width=self._pensize,
            speed=self._speed_now(),
        )
        if self._fill_path is not None:
            self._fill_path.append((x, y))
            if self._pendown:
                self._fill_lines.append((self._x, self._y, x, y, self._pencolor, self._pensize))
        self._x, self._y = x, y

    def _turn(self, delta):
        delta = float(delta)
        self._heading = (self._heading + delta) % 360
        _emit(k="turn", id=self._id, to=self._heading, delta=delta, speed=self._speed_now())

    # --- motion ---------------------------------------------------------------
    def forward(self, distance):
        rad = math.radians(self._heading)
        self._goto(self._x + distance * math.cos(rad), self._y + distance * math.sin(rad))

    def backward(self, distance):
        self.forward(-distance)

    def left(self, angle):
        self._turn(angle)

    def right(self, angle):
        self._turn(-angle)

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._goto(x, y)

    def setx(self, x):
        self._goto(x, self._y)

    def sety(self, y):
        self._goto(self._x, y)

    def setheading(self, to_angle):
        delta = (float(to_angle) - self._heading) % 360
        if delta > 180:
            delta -= 360
        self._turn(delta)

    def home(self):
        self._goto(0, 0)
        self.setheading(0)

    def circle(self, radius, extent=None, steps=None):
        if extent is None:
            extent = 360
        if steps is None:
            fraction = abs(extent) / 360
            steps = 1 + int(min(11 + abs(radius) / 6.0, 59.0) * fraction)
        steps = max(1, int(steps))
        angle = extent / steps
        half = angle / 2
        chord = 2 * radius * math.sin(math.radians(half))
        if radius < 0:
            chord, angle, half = -chord, -angle, -half
        self._turn(half)
        for _ in range(steps):
            self.forward(chord)
            self._turn(angle)
        self._turn(-half)

    def dot(self, size=None, *color):
        if size is None:
            size = max(self._pensize + 4, 2 * self._pensize)
        elif isinstance(size, str) or isinstance(size, tuple):
            color = (size,) + color
            size = max(self._pensize + 4, 2 * self._pensize)
        text = _color_text(color) if color else self._pencolor
        _emit(k="dot", id=self._id, x=self._x, y=self._y, size=float(size), color=text)

    def stamp(self):
        _emit(k="stamp", id=self._id)
        return 0

    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        if align not in ("left", "center", "right"):
            raise TurtleGraphicsError("align 只能是 'left'、'center' 或 'right'")
        name, size, style = (list(font) + ["Arial", 8, "normal"][len(font) :])[:3]
        _emit(
            k="text",
            id=self._id,
            x=self._x,
            y=self._y,
            s=str(arg),
            align=align,
            font=[str(name), float(size), str(style)],
            color=self._pencolor,
        )
        if move:
            self.forward(len(str(arg)) * float(size) * 0.6)

    # --- pen ------------------------------------------------------------------
    def penup(self):
        self._pendown = False

    def pendown(self):
        self._pendown = True

    def isdown(self):
        return self._pendown

    def pensize(self, width=None):
        if width is None:
            return self._pensize
        if not isinstance(width, (int, float)) or width < 0:
            raise TurtleGraphicsError("画笔粗细必须是不小于 0 的数")
        self._pensize = width
        self._look()

    def pencolor(self, *args):
        if not args:
            return _color_value(self._pencolor)
        self._pencolor = _color_text(args)
        self._look()

    def fillcolor(self, *args):
        if not args:
            return _color_value(self._fillcolor)
        self._fillcolor = _color_text(args)
        self._look()

    def color(self, *args):
        if not args:
            return _color_value(self._pencolor), _color_value(self._fillcolor)
        if len(args) == 2:
            self._pencolor = _color_text((args[0],))
            self._fillcolor = _color_text((args[1],))
        else:
            self._pencolor = self._fillcolor = _color_text(args)
        self._look()

    def begin_fill(self):
        self._fill_path = [(self._x, self._y)]
        self._fill_lines = []

    def end_fill(self):
        if self._fill_path is not None and len(self._fill_path) > 2:
            _emit(
                k="fill",
                id=self._id,
                pts=self._fill_path,
                color=self._fillcolor,
                lines=self._fill_lines,
            )
        self._fill_path = None
        self._fill_lines = None

    def filling(self):
        return self._fill_path is not None

    def speed(self, speed=None):
        if speed is None:
            return self._speed
        if isinstance(speed, str):
            if speed not in _SPEEDS:
                raise TurtleGraphicsError("速度只能是 0 到 10 的数，或 'fastest'、'fast'、'normal'、'slow'、'slowest'")
            speed = _SPEEDS[speed]
        speed = int(round(speed))
        self._speed = speed if 0.5 < speed <= 10 else 0

    def shape(self, name=None):
        if name is None:
            return self._shape
        if name not in _SHAPES:
            raise TurtleGraphicsError("海龟形状只能是 " + "、".join(_SHAPES))
        self._shape = name
        self._look()

    def hideturtle(self):
        self._visible = False
        self._look()

    def showturtle(self):
        self._visible = True
        self._look()

    def isvisible(self):
        return self._visible

    def clear(self):
        _emit(k="clear", id=self._id)

    def reset(self):
        self.clear()
        self._pendown = False
        self._goto(0, 0)
        self._heading = 0.0
        _emit(k="turn", id=self._id, to=0.0, delta=0.0, speed=0)
        self._pendown = True
        self._pensize = 1
        self._pencolor = self._fillcolor = "black"
        self._visible = True
        self._look()

    # --- state ----------------------------------------------------------------
    def position(self):
        return Vec2D(self._x, self._y)

    def xcor(self):
        return self._x

    def ycor(self):
        return self._y

    def heading(self):
        return self._heading

    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return math.degrees(math.atan2(y - self._y, x - self._x)) % 360

    def distance(self, x, y=None):
        if y is None:
            x, y = x
        return math.hypot(x - self._x, y - self._y)

    def getscreen(self):
        return Screen()

    # Events need a window the program keeps running in; here the program ends first.
    def onclick(self, *args, **kwargs):
        _unsupported("onclick")

    def ondrag(self, *args, **kwargs):
        _unsupported("ondrag")

    fd = forward
    bk = back = backward
    lt = left
    rt = right
    setpos = setposition = goto
    seth = setheading
    pu = up = penup
    pd = down = pendown
    width = pensize
    ht = hideturtle
    st = showturtle
    pos = position


Pen = RawTurtle = Turtle

_warned = set()


def _unsupported(name):
    if name not in _warned:
        _warned.add(name)
        _ck_bridge.warn(f"提示：这里的画布暂不支持 {name}（鼠标和键盘事件），程序会直接往下运行。")


class _Screen:
    def bgcolor(self, *args):
        if not args:
            return _color_value(_state.bg)
        _state.bg = _color_text(args)
        _emit(k="bg", color=_state.bg)

    def title(self, text):
        _emit(k="title", s=str(text))

    def setup(self, width=None, height=None, startx=None, starty=None):
        pass

    def screensize(self, canvwidth=None, canvheight=None, bg=None):
        if bg is not None:
            self.bgcolor(bg)
        return (800, 600)

    def window_width(self):
        return 800

    def window_height(self):
        return 600

    def tracer(self, n=None, delay=None):
        if n is None:
            return 1 if _state.tracing else 0
        _state.tracing = bool(n)

    def update(self):
        pass

    def delay(self, delay=None):
        return 0

    def colormode(self, cmode=None):
        if cmode is None:
            return _state.colormode
        if cmode not in (1, 1.0, 255):
            raise TurtleGraphicsError("colormode 只能是 1.0 或 255")
        _state.colormode = 255 if cmode == 255 else 1.0

    def clear(self):
        _emit(k="clearall")
        _state.bg = "white"
        _emit(k="bg", color="white")

    def reset(self):
        for t in list(_state.turtles):
            t.reset()

    def turtles(self):
        return list(_state.turtles)

    def mainloop(self):
        pass

    done = mainloop

    def exitonclick(self):
        pass

    def bye(self):
        pass

    def listen(self, *args):
        pass

    def onclick(self, *args, **kwargs):
        _unsupported("onclick")

    def onscreenclick(self, *args, **kwargs):
        _unsupported("onscreenclick")

    def onkey(self, *args, **kwargs):
        _unsupported("onkey")

    onkeypress = onkeyrelease = onkey

    def ontimer(self, fun, t=0):
        _unsupported("ontimer")

    def register_shape(self, *args, **kwargs):
        pass

    addshape = register_shape

    def textinput(self, title, prompt):
        return input(f"{prompt} ")

    def numinput(self, title, prompt, default=None, minval=None, maxval=None):
        while True:
            text = input(f"{prompt} ")
            try:
                value = float(text)
            except ValueError:
                print("请输入一个数")
                continue
            if (minval is None or value >= minval) and (maxval is None or value <= maxval):
                return value
            print("这个数不在允许的范围内")


_screen = _Screen()
_default = None


def Screen():
    return _screen


def getscreen():
    return _screen


def _turtle():
    global _default
    if _default is None:
        _default = Turtle()
    return _default


def getturtle():
    return _turtle()


getpen = getturtle


def _bind_turtle(name):
    def call(*args, **kwargs):
        return getattr(_turtle(), name)(*args, **kwargs)

    call.__name__ = name
    return call


def _bind_screen(name):
    def call(*args, **kwargs):
        return getattr(_screen, name)(*args, **kwargs)

    call.__name__ = name
    return call


_TURTLE_METHODS = [
    name
    for name in dir(Turtle)
    if not name.startswith("_") and callable(getattr(Turtle, name)) and name not in ("clear", "reset")
]
_SCREEN_METHODS = [name for name in dir(_Screen) if not name.startswith("_")]

for _name in _TURTLE_METHODS:
    globals()[_name] = _bind_turtle(_name)
    __all__.append(_name)
for _name in _SCREEN_METHODS:
    if _name in ("clear", "reset"):
        continue
    globals()[_name] = _bind_screen(_name)
    __all__.append(_name)


def clear():
    _turtle().clear()


def reset():
    _turtle().reset()


__all__ += [
    "Turtle",
    "Pen",
    "RawTurtle",
    "Screen",
    "Vec2D",
    "Terminator",
    "TurtleGraphicsError",
    "clear",
    "reset",
    "getscreen",
    "getturtle",
    "getpen",
]
