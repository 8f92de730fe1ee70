"""Who the user lives with or looks after, in the forms `rules/identity_household.py`
reads: a relative cared for, a relative's role noun, a partner and child as a bare pair, a
couple living together, children at school or in a team, a count beside an eye-roll, and
children or grandparenthood said in another language; and the look-alikes that stay out."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I look after my grandad most evenings since his fall", ("cares for", "grandad")),
        ("im basically a full-time carer for my brother", ("cares for", "brother")),
        ("je m'occupe de mon père depuis deux ans", ("cares for", "father")),
        ("my wife is a glassblower so the studio smells of smoke", ("has a wife",)),
        ("my sister is an orthodontist in Galway", ("sister",)),
        ("my boyfriend is a Schreiner, he builds all our furniture", ("has a boyfriend",)),
        ("been stuck indoors for days, husband and twins here", ("has a husband",)),
        ("been stuck indoors for days, husband and twins here", ("has twins",)),
        ("its quiet tonight, hubby and kids at home", ("has a husband",)),
        ("its quiet tonight, hubby and kids at home", ("has kids",)),
        ("me and my girlfriend have been living in a camper since spring", ("girlfriend",)),
        ("our daughters are both at the village school now", ("has daughters",)),
        ("my kids go to a bilingual school downtown", ("has kids",)),
        ("I help run my daughter's netball team on thursdays", ("has a daughter",)),
        ("we have three dogs 🙄 so the garden is mud", ("has three dogs",)),
        ("my husband is a tram driver so obviously he works weekends", ("has a husband",)),
        ("tengo dos hijos y trabajo de noche", ("has", "kids")),
        ("j'ai deux enfants et un chien", ("has", "children")),
        ("soy abuelo desde marzo", ("is a grandfather",)),
        ("I'm a grandma now, she was born on Monday", ("is a grandmother",)),
        ("how do i get my rabbit through customs when we move to Oslo?", ("has a rabbit",)),
    ],
)
def test_a_household_fact_in_these_forms(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("can you help me look after my mum's garden while she's away?", "mum"),  # a question
        ("my friend looks after her dad full time", "dad"),  # someone else's
        ("if I had to care for my father I'd move back home", "father"),  # a hypothetical
        ("my son is a nightmare at bedtime", "son"),  # a passing judgement, no role noun
        ("my brother is a huge disaster in the kitchen", "brother"),  # a joke, not a role
        ("my friend's husband is a pilot", "husband"),  # someone else's partner
        ("is my wife a keeper or what", "wife"),  # no statement of a role
        ("write a story where my sister is a astronaut", "sister"),  # a story
        ("she said 'my husband and kids are away this week'", "husband"),  # reported
        ("*bows* I have a wife and 3 kids back at the castle, spare me!", "wife"),  # role-play
        ("my students are in school till 3", "kids"),  # not the user's children
        ("my neighbour's kids go to the village school", "kids"),  # someone else's children
        ("do you think we have two cats too many?", "cats"),  # a question
        ("can a dog eat grapes? asking for my sister", "dog"),  # nobody's pet
        ("how do i find a good dog walker?", "dog"),  # a pet word naming a trade
        ("what if i adopted a kitten, would my landlord mind?", "kitten"),  # a wish
    ],
)
def test_look_alikes_stay_out(text: str, kin: str) -> None:
    titles = identity_titles(text)
    assert not any(kin in t.lower() for t in titles), titles


def test_a_role_noun_is_one_relative_with_what_the_job_table_knows() -> None:
    titles = identity_titles("my brother is a welder in Cork")
    assert not any(t == "Has a brother" for t in titles), titles
    assert has_all(titles, ("brother", "welder")), titles


def test_foreign_children_are_counted_in_english() -> None:
    assert "Has 3 children" in identity_titles("bonjour! j'ai 3 enfants et je cherche un job")


def test_a_childs_age_said_plainly() -> None:
    assert "Has a 12-year-old daughter" in identity_titles("my daughter is aged 12")


@pytest.mark.parametrize(
    ("turns", "words"),
    [
        (  # a name the assistant gives a gender to
            (
                "Maya has ballet on mondays and I work till 6",
                ("assistant", "How old is Maya? Her class may have a later slot."),
                "6. she loves it",
            ),
            ("daughter", "maya"),
        ),
        (  # a pronoun after the user's child, not said again
            (
                "my grandson is staying with us for the summer",
                ("assistant", "How old is he?"),
                "11",
            ),
            ("11-year-old grandson",),
        ),
    ],
)
def test_a_short_answer_to_how_old_a_child_is(
    turns: tuple[str | tuple[str, str], ...], words: tuple[str, ...]
) -> None:
    titles = identity_titles(*turns)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "turns",
    [
        # a pet's name, with the assistant's "her"
        (
            "my cat Juno hates the vet",
            ("assistant", "How old is Juno? Her teeth may be why."),
            "12",
        ),
        # a pronoun with no child of the user's before it
        ("my neighbour keeps parking in my spot", ("assistant", "How old is he?"), "70"),
        # two sons: which one is not guessed
        ("my son and my stepson share a room", ("assistant", "How old is he?"), "9"),
    ],
)
def test_ages_not_put_on_a_child(turns: tuple[str | tuple[str, str], ...]) -> None:
    titles = identity_titles(*turns)
    assert not any(w in t.lower() for t in titles for w in ("year-old", "daughter", "son ")), titles
