"""``Record`` (marquoir.rules.record): built from a template of its number of fields, each
record behaves as the ``collections.namedtuple`` it stands for."""

import collections
import copy
import inspect
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from marquoir.rules import record_new
from marquoir.rules.record import Record


class Line(Record):
    """A line of a test."""

    kind: str
    points: int = 0
    extra: tuple[int, ...] = ()

    def doubled(self) -> int:
        return 2 * self.points


TWIN = collections.namedtuple("Line", ["kind", "points", "extra"], defaults=[0, ()])


def test_a_record_is_built_from_its_template_not_from_namedtuple_source() -> None:
    new = Line.__new__
    assert new.__code__.co_varnames == ("_cls", "kind", "points", "extra")
    assert new.__code__.co_code == record_new.new_3.__code__.co_code
    assert new.__defaults__ == (0, ())
    assert str(inspect.signature(Line)) == "(kind, points=0, extra=())"


def test_a_record_keeps_its_class_body() -> None:
    assert Line.__doc__ == "A line of a test."
    assert Line("x", 4).doubled() == 8
    assert Line.__qualname__ == "Line" and Line.__module__ == __name__


def test_a_record_is_what_namedtuple_gives() -> None:
    line, twin = Line("a", 3), TWIN("a", 3)
    assert line == twin and hash(line) == hash(twin)
    assert repr(line) == repr(twin) == "Line(kind='a', points=3, extra=())"
    assert line._asdict() == twin._asdict()
    assert line._replace(points=5) == twin._replace(points=5) == ("a", 5, ())
    assert type(line._replace(points=5)) is Line
    assert Line._make(["b", 1, (2,)]) == ("b", 1, (2,))
    assert Line._fields == TWIN._fields and Line._field_defaults == TWIN._field_defaults
    assert Line.__match_args__ == TWIN.__match_args__
    assert Line(kind="k", extra=(1,)) == ("k", 0, (1,))
    assert line.kind == "a" and line.points == 3 and line[2] == ()
    match line:
        case Line(kind, points):
            assert (kind, points) == ("a", 3)


def test_a_record_refuses_what_namedtuple_refuses() -> None:
    for call in (
        lambda cls: cls(),
        lambda cls: cls(1, 2, 3, 4),
        lambda cls: cls("a", nope=1),
        lambda cls: cls._make(["a"]),
    ):
        with pytest.raises(TypeError) as ours:
            call(Line)
        with pytest.raises(TypeError) as theirs:
            call(TWIN)
        assert str(ours.value) == str(theirs.value)
    with pytest.raises(ValueError, match="nope"):
        Line("a")._replace(nope=1)


@given(st.text(), st.integers(), st.tuples(st.integers()))
def test_a_record_pickles_and_copies_as_itself(kind: str, points: int, extra: tuple[int]) -> None:
    line = Line(kind, points, extra)
    for again in (pickle.loads(pickle.dumps(line)), copy.deepcopy(line), copy.copy(line)):
        assert again == line and type(again) is Line


def test_the_largest_record_is_built_from_a_template_and_more_by_namedtuple() -> None:
    fields = {f"f{i}": int for i in range(record_new.MOST)}
    Largest = type(Record)(
        "Largest",
        (),
        {"__annotations__": fields, "__module__": __name__, "__qualname__": "Largest"},
    )
    assert (
        Largest.__new__.__code__.co_code
        == getattr(record_new, f"new_{record_new.MOST}").__code__.co_code
    )
    many = {f"f{i}": int for i in range(record_new.MOST + 1)}
    Wide = type(Record)(
        "Wide", (), {"__annotations__": many, "__module__": __name__, "__qualname__": "Wide"}
    )
    assert Wide(*range(record_new.MOST + 1))[-1] == record_new.MOST
    assert Wide.__new__.__code__.co_filename != record_new.__file__


def test_fields_with_defaults_come_last() -> None:
    with pytest.raises(TypeError, match="defaults must come last"):

        class Bad(Record):
            first: int = 0
            second: int
