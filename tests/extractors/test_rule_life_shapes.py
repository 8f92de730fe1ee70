"""A relative's lasting traits and the user's own conditions, read by shape (LIFE class).

Fresh people and words; look-alikes must give nothing of the kind."""

from __future__ import annotations

import pytest

from memoryflow.extractors.rules.identity_clauses import identity_facts
from memoryflow.extractors.rules.text import clauses


def _titles(text: str) -> list[str]:
    return [f.title.lower() for c in clauses(text) for f in identity_facts(c)]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("my wife has multiple sclerosis so stairs are a problem", ("wife", "sclerosis")),
        ("our son has epilepsy, well controlled", ("son", "epilepsy")),
        ("my dad had a stroke last spring", ("dad", "stroke")),
        ("my mum was diagnosed with dementia in 2021", ("mum", "dementia")),
        ("my boyfriend suffers from migraines", ("boyfriend", "migraines")),
        ("my little brother has autism", ("brother", "autism")),
        ("my partner has crohn's and eats very little fibre", ("partner", "crohn")),
        ("my grandson has eczema on his hands", ("grandson", "eczema")),
        ("my girlfriend is jewish, so no pork at the dinner", ("girlfriend", "jewish")),
        ("my husband is Nigerian and cooks jollof every sunday", ("husband", "nigerian")),
        ("my wife's vegetarian, I'm not", ("wife", "vegetarian")),
        ("my fiancé is hindu and his family is big", ("fianc", "hindu")),
        ("my sister is deaf and we sign at home", ("sister", "deaf")),
        ("both me and my daughter have dyslexia", ("daughter", "dyslexia")),
        ("both me and my daughter have dyslexia", ("has", "dyslexia")),
        ("got diagnosed with endometriosis at 29, finally", ("has", "endometriosis")),
        ("I was diagnosed with fibromyalgia two years ago", ("has", "fibromyalgia")),
        ("I've been diagnosed with tinnitus", ("has", "tinnitus")),
        ("the dust in this flat is terrible for my eczema", ("has", "eczema")),
        ("cold weather wrecks my arthritis", ("has", "arthritis")),
        ("i have coeliac so no regular bread", ("has", "coeliac")),
        ("i live with sciatica most days", ("has", "sciatica")),
        ("i have gestational diabetes and need snack ideas", ("has", "gestational")),
        ("since my migraines started I avoid screens at night", ("has", "migraines")),
    ],
)
def test_read(text: str, words: tuple[str, ...]) -> None:
    titles = _titles(text)
    assert any(all(w in t for w in words) for t in titles), titles


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        ("my husband is tired after the night shift", "husband"),
        ("my son is obsessed with dinosaurs", "son"),
        ("my wife is a bit annoyed with me", "wife"),
        ("my dad had a long day", "father"),
        ("my mum has a new phone", "mother"),
        ("my brother has a car I can borrow", "brother"),
        ("my dog has eczema on his paws", "has eczema"),
        ("her asthma got worse in winter", "asthma"),
        ("my friend was diagnosed with lupus", "lupus"),
        ("his adhd makes homework hard", "adhd"),
        ("my patient has diabetes and asks about fasting", "diabetes"),
        ("my ms word keeps crashing", "ms"),
        ("she was diagnosed with anxiety last year", "anxiety"),
        ("what if my son had autism, how would we know?", "autism"),
        ("my students with dyslexia need larger fonts", "dyslexia"),
        ("my cat Pebble (15) was just diagnosed with kidney disease", "15 years"),
        ("lost our old dog Rusty yesterday. 16 years old.", "16 years"),
        ("road trip with my kids (9, 12, 15) this summer", "15 years"),
    ],
)
def test_not_read(text: str, unwanted: str) -> None:
    titles = _titles(text)
    assert not any(unwanted in t for t in titles), titles
