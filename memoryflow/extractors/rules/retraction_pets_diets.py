"""Identity taken back about a pet or a diet (rows of `rules/retractions.py`): a pet that
died ("our cat Luna passed away"; not "my old phone died", "my neighbour's dog died"), a diet
given up ("not vegan anymore") and a food eaten again, which ends the diets that forbid it
("eating fish again" ends being vegetarian or vegan)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_patterns import IdentityFact, make_fact
from memoryflow.extractors.rules.lexicon import PETS, RELATIONS
from memoryflow.extractors.rules.lexicon import alternation as _alt
from memoryflow.extractors.rules.text import Clause

_PET = _alt(PETS)
# What one eats again, and the diets that ends.
FOODS_ENDING_DIETS: dict[str, tuple[str, ...]] = {
    "meat": ("vegetarian", "vegan", "pescatarian"),
    "chicken": ("vegetarian", "vegan", "pescatarian"),
    "beef": ("vegetarian", "vegan", "pescatarian"),
    "pork": ("vegetarian", "vegan", "pescatarian"),
    "bacon": ("vegetarian", "vegan", "pescatarian"),
    "fish": ("vegetarian", "vegan"),
    "seafood": ("vegetarian", "vegan"),
    "dairy": ("vegan", "dairy free", "dairy-free"),
    "cheese": ("vegan", "dairy free", "dairy-free"),
    "eggs": ("vegan",),
    "gluten": ("gluten free", "gluten-free"),
    "bread": ("gluten free", "gluten-free"),
}


_NOT_A_PET_NAME = frozenset(
    {*RELATIONS, "grandad", "granddad", "nan", "nana", "gran", "he", "she", "it", "they", "who",
     "which", "that", "this", "phone", "laptop", "car", "battery", "plant", "plants"}
)  # fmt: skip


def pet_died(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    words = m["what"].split()
    if any("'" in w for w in words) or len(words) > 2:
        return []  # "my neighbour's dog died": someone else's
    kinds = [w for w in words if re.fullmatch(_PET, w)]
    names = [w for w in words if w not in kinds and w not in _NOT_A_PET_NAME]
    if len(words) == 2 and not kinds:
        return []  # "my old phone died", "my grandad died"
    value = names[-1] if names else (kinds[-1] if kinds else "")
    if not value:
        return []
    return [make_fact("pet", value, f"Has a pet {value}", "personal", neg=True)]


def diet_given_up(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    return [make_fact("diet", m["state"], f"Is {m['state']}", "personal", neg=True)]


def eats_again(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    foods = [m["food"], *([m["food2"]] if m["food2"] else [])]
    diets = dict.fromkeys(d for food in foods for d in FOODS_ENDING_DIETS[food])
    return [make_fact("diet", d, f"Is {d}", "personal", neg=True) for d in diets]
