"""The layers of docs/architecture.md#the-layers point one way: no module imports a module of
a higher layer, and no two packages import each other.

Imports are read from the source (`ast`), every one of them: at module level, inside
functions (the lazy ones) and under `TYPE_CHECKING`. A new module must be given its layer
here before it can pass, so where it belongs is decided, not assumed.
"""

from __future__ import annotations

import ast
import graphlib
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECKED_PACKAGES = ("memoryflow", "accounts")

#: Lowest first. A module may import modules of its own layer and of the layers below it.
#: A module belongs to the longest prefix (on dotted boundaries) that names it.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "core",
        (
            "memoryflow.errors",
            "memoryflow.layers",
            "memoryflow.validation",
            "accounts.apps",
        ),
    ),
    ("infrastructure", ("memoryflow.qstash",)),
    ("extractors", ("memoryflow.extractors",)),
    (
        "models",
        ("memoryflow.models", "memoryflow.migrations", "accounts.models", "accounts.migrations"),
    ),
    ("selectors", ("memoryflow.querysets", "memoryflow.selectors")),
    ("services", ("memoryflow.services", "memoryflow.demo")),
    ("workflows", ("memoryflow.payload", "memoryflow.workflows")),
    ("operations", ("memoryflow.operations",)),
    (
        "interfaces",
        (
            # Django's app config wires the layers together: it registers the pipelines.
            "memoryflow.apps",
            "memoryflow.api",
            "memoryflow.adminui",
            "memoryflow.admin",
            "memoryflow.management",
            "accounts.admin",
        ),
    ),
)


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, root: Path, known: set[str]) -> set[str]:
    """Every module `path` imports, as dotted names; `from pkg import mod` names `pkg.mod`."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                found.add(submodule if submodule in known else source)
    return found


def import_graph(root: Path, packages: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the modules of `packages` it imports (itself left out)."""
    files = sorted(p for package in packages for p in (root / package).rglob("*.py"))
    known = {module_name(path, root) for path in files}
    graph: dict[str, set[str]] = {}
    for path in files:
        name = module_name(path, root)
        graph[name] = {
            target
            for target in imported_modules(path, root, known)
            if target.split(".")[0] in packages and target != name
        }
    return graph


def layer_of(module: str, layers: tuple[tuple[str, tuple[str, ...]], ...]) -> int | None:
    best: tuple[int, int] | None = None  # (prefix length, layer index)
    for index, (_, prefixes) in enumerate(layers):
        for prefix in prefixes:
            names_it = module == prefix or module.startswith(prefix + ".")
            if names_it and (best is None or len(prefix) > best[0]):
                best = (len(prefix), index)
    return None if best is None else best[1]


def unplaced(
    graph: dict[str, set[str]], layers: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[str]:
    # A top-level package itself (`memoryflow`, an empty `__init__`) holds nothing to place.
    return sorted(m for m in graph if layer_of(m, layers) is None and "." in m)


def upward_imports(
    graph: dict[str, set[str]], layers: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[str]:
    found = []
    for module, targets in sorted(graph.items()):
        own = layer_of(module, layers)
        for target in sorted(targets):
            theirs = layer_of(target, layers)
            if own is not None and theirs is not None and theirs > own:
                found.append(f"{module} ({layers[own][0]}) imports {target} ({layers[theirs][0]})")
    return found


def package_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle among packages (the first two dotted parts: `memoryflow.services`), if any."""
    packages: dict[str, set[str]] = defaultdict(set)
    for module, targets in graph.items():
        source = ".".join(module.split(".")[:2])
        packages[source].update(
            package for t in targets if (package := ".".join(t.split(".")[:2])) != source
        )
    try:
        tuple(graphlib.TopologicalSorter(packages).static_order())
    except graphlib.CycleError as error:
        return list(error.args[1])
    return None


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph(ROOT, CHECKED_PACKAGES)


def test_every_module_has_a_layer(graph: dict[str, set[str]]) -> None:
    assert unplaced(graph, LAYERS) == []


def test_no_module_imports_a_higher_layer(graph: dict[str, set[str]]) -> None:
    assert upward_imports(graph, LAYERS) == []


def test_no_two_packages_import_each_other(graph: dict[str, set[str]]) -> None:
    assert package_cycle(graph) is None


def test_the_checks_see_an_upward_import_inside_a_function_and_a_cycle(tmp_path: Path) -> None:
    """The checks above fail when they should: a toy tree with a lazy upward import."""
    app = tmp_path / "app"
    for package in ("low", "high"):
        (app / package).mkdir(parents=True)
        (app / package / "__init__.py").write_text("")
    (app / "__init__.py").write_text("")
    (app / "high" / "views.py").write_text("from app.low import things\n")
    (app / "low" / "things.py").write_text("def later():\n    from ..high import views\n")
    layers = (("low", ("app.low",)), ("high", ("app.high",)))

    toy = import_graph(tmp_path, ("app",))

    assert upward_imports(toy, layers) == ["app.low.things (low) imports app.high.views (high)"]
    assert sorted(set(package_cycle(toy) or [])) == ["app.high", "app.low"]
    assert unplaced(toy, (("low", ("app.low",)),)) == ["app.high", "app.high.views"]
