"""No import cycles between the project's modules.

The graph has one node per module of `memoryflow`, `accounts`, `settings` and
`qstash_devserver` (migrations aside) and an edge for every import of one by another.

Every import statement counts: at module level, inside a function, and under
`if TYPE_CHECKING:`. An import inside a function still runs, only later, and a type-only
import never runs but still means neither module can be read or checked without the
other. Moving an import into either place hides a cycle from the interpreter without
removing the dependency, so neither is exempt; a cycle is broken by giving the
dependency one direction (a lower module defines the protocol or the shared type).

Resolution: `import a.b.c` depends on `a.b.c`; `from a.b import c` depends on the
submodule `a.b.c` when there is one, else on `a.b` (where the name `c` is defined);
relative imports resolve against the importing module's package. A package's
`__init__` is its own module `a.b`: importing `a.b.c` runs it, but what `a.b.c` needs
is what `a.b.c` defines, not what the package re-exports.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("memoryflow", "accounts", "settings", "qstash_devserver")

# importer -> imported -> where ("path:line" of the first such import)
Graph = dict[str, dict[str, str]]


def _importable(path: Path, repo: Path) -> bool:
    """Every directory from the top package down to `path` is a package: a build
    directory (a copy of the sources, `qstash_devserver/build/lib/...`) is not."""
    folder = path.parent
    while folder != repo:
        if not (folder / "__init__.py").is_file():
            return False
        folder = folder.parent
    return True


def find_modules(repo: Path, packages: Iterable[str]) -> dict[str, Path]:
    """Every module of `packages` by dotted name; a package is named by its `__init__`."""
    modules: dict[str, Path] = {}
    for package in packages:
        for path in sorted((repo / package).rglob("*.py")):
            parts = path.relative_to(repo).with_suffix("").parts
            if "migrations" in parts or not _importable(path, repo):
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join(parts)] = path
    return modules


def _package_of(module: str, path: Path) -> list[str]:
    parts = module.split(".")
    return parts if path.name == "__init__.py" else parts[:-1]


def _known(name: str, modules: Mapping[str, Path]) -> str | None:
    """`name` or its longest prefix that is one of `modules`."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def imported_modules(
    module: str, path: Path, modules: Mapping[str, Path]
) -> Iterator[tuple[str, int]]:
    """The project modules `module` imports anywhere in its file, with the line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _known(alias.name, modules)
                if target is not None:
                    yield target, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _package_of(module, path)
                base = base[: len(base) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                target = submodule if submodule in modules else _known(source, modules)
                if target is not None:
                    yield target, node.lineno


def import_graph(repo: Path, packages: Iterable[str]) -> Graph:
    modules = find_modules(repo, packages)
    graph: Graph = {name: {} for name in modules}
    for name, path in modules.items():
        where = path.relative_to(repo).as_posix()
        for target, line in imported_modules(name, path, modules):
            if target != name:
                graph[name].setdefault(target, f"{where}:{line}")
    return graph


def _reachable(graph: Graph, start: str) -> set[str]:
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(graph[name])
    return seen


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of more than one module, each sorted."""
    reach = {name: _reachable(graph, name) for name in graph}
    groups = {
        frozenset({name} | {other for other in reach[name] if name in reach[other]})
        for name in graph
        if name in reach[name]
    }
    return sorted(sorted(group) for group in groups)


def describe(group: list[str], graph: Graph) -> str:
    edges = [
        f"    {graph[source][target]}  {source} -> {target}"
        for source in group
        for target in sorted(graph[source])
        if target in group
    ]
    return "cycle among " + ", ".join(group) + ":\n" + "\n".join(edges)


def test_the_project_has_no_import_cycle() -> None:
    graph = import_graph(REPO, PACKAGES)
    assert "memoryflow.extractors.base" in graph  # the walk found the project
    found = [describe(group, graph) for group in cycles(graph)]
    assert not found, "\n".join(found)


def _write(root: Path, files: Mapping[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_imports_resolve_to_the_module_that_defines_the_name(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.low import VALUE\n",
            "pkg/low.py": "VALUE = 1\n",
            "pkg/mid.py": "from . import low\nfrom pkg import VALUE\nimport os\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/leaf.py": "from .. import mid\nfrom ..low import VALUE\nimport pkg.sub\n",
            "pkg/migrations/0001_initial.py": "import pkg.sub.leaf\n",
            "pkg/build/lib/pkg/low.py": "import pkg.sub.leaf\n",
        },
    )

    graph = import_graph(tmp_path, ["pkg"])

    assert graph == {
        "pkg": {"pkg.low": "pkg/__init__.py:1"},
        "pkg.low": {},
        "pkg.mid": {"pkg.low": "pkg/mid.py:1", "pkg": "pkg/mid.py:2"},
        "pkg.sub": {},
        "pkg.sub.leaf": {
            "pkg.mid": "pkg/sub/leaf.py:1",
            "pkg.low": "pkg/sub/leaf.py:2",
            "pkg.sub": "pkg/sub/leaf.py:3",
        },
    }
    assert cycles(graph) == []


def test_a_cycle_through_deferred_and_type_only_imports_is_reported_with_its_edges(
    tmp_path: Path,
) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "def make():\n    from pkg.b import B\n    return B()\n",
            "pkg/b.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from pkg import c\n"
                "class B: ...\n"
            ),
            "pkg/c.py": "from .a import make\n",
            "pkg/d.py": "from pkg import a\n",
        },
    )

    graph = import_graph(tmp_path, ["pkg"])
    found = cycles(graph)

    assert found == [["pkg.a", "pkg.b", "pkg.c"]]
    assert describe(found[0], graph).splitlines() == [
        "cycle among pkg.a, pkg.b, pkg.c:",
        "    pkg/a.py:2  pkg.a -> pkg.b",
        "    pkg/b.py:3  pkg.b -> pkg.c",
        "    pkg/c.py:1  pkg.c -> pkg.a",
    ]
