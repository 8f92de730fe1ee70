"""Studies, origin, age and businesses of one's own, said beside what the sentence is about
(`rules/identity_origins.py`, `rules/identity_origin_frames.py`, `rules/identity_studies.py`).
Written in fresh words, each with look-alikes of the same shape that must not give the fact."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import identity_titles


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("could you price the new menu for my little noodle bar? the sign in my cafe is old",
         "Runs a cafe"),
        ("the fridge in our bakery broke and the customers noticed", "Runs a bakery"),
        ("our goats wander into my pottery studio in wexford when customers visit",
         "Runs a pottery studio in Wexford"),
        ("my etsy shop got its first five star review", "Runs an Etsy shop"),
        ("the instagram for my barbershop needs a refresh", "Runs a barbershop"),
    ],
)  # fmt: skip
def test_a_business_of_ones_own_said_in_passing(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my local cafe closed for the winter",  # a place one goes to
        "my sister's bakery is doing well",  # someone else's
        "she ran our guesthouse until 1998",  # someone else's doing, and over
        "we sold our bakery last spring",  # over
        "my cafe job pays badly",  # a job there
        "my studio is too cold to paint in",  # a room, no trade
        "if i had my own bakery i would bake rye",  # a wish
        "my favourite bookshop has a cat",
    ],
)
def test_a_business_that_is_not_ones_own_is_not_kept(text: str) -> None:
    assert not any(t.startswith("Runs ") for t in identity_titles(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i sell dried chillies online", "Sells dried chillies online"),
        (
            "started selling sourdough at the saturday market",
            "Sells sourdough at the saturday market",
        ),
        ("we sell wool socks on etsy", "Sells wool socks on Etsy"),
    ],
)
def test_selling_as_a_trade(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "im selling my old bike online",  # one sale of one's own thing
        "i sell the idea to my boss at the market review",
        "do you sell stamps online?",
    ],
)
def test_one_sale_is_no_trade(text: str) -> None:
    assert not any(t.startswith("Sells ") for t in identity_titles(text))


def test_a_degree_told_by_what_belongs_to_it() -> None:
    assert "Is doing a PhD" in identity_titles("my phd advisor wants the chapter by june")
    assert "Is doing a master's" in identity_titles("my masters dissertation is on tidal energy")


@pytest.mark.parametrize(
    "text",
    [
        "my brother's phd supervisor is strict",
        "a phd sounds like a lot of work",
        "if i did a phd my supervisor would be Ana",
    ],
)
def test_someone_elses_degree_or_a_wish_is_not_the_users(text: str) -> None:
    assert "Is doing a PhD" not in identity_titles(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("back home in Ghana we make it with palm oil", "Is from Ghana"),
        ("as a Mexican, this salsa recipe hurts me", "Is Mexican"),
        ("back home in kerala the monsoon is much worse", "Is from Kerala"),
        # those the user left back home: the family's home is where one is from
        ("my cat is back in chile with my parents", "Is from Chile"),
        ("my folks are still back in Kerala", "Is from Kerala"),
        ("my parents live back home in Accra", "Is from Accra"),
    ],
)
def test_where_one_comes_from_said_in_a_frame(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my cousin is a nurse back home in Ghana",  # someone else back home
        "a Mexican friend taught me this",  # someone else's nationality
        "as a chef, i hate this knife",  # a job, not a nationality
        "my parents are back in the hospital",  # no town
        "my dad is back in the garage with my mum",
    ],
)
def test_someone_elses_origin_is_not_the_users(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Is from", "Is Mexican")) for t in titles)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im a 52 year old beginner at the piano", "Is 52 years old"),
        ("as a 38yo who never ran, is a 10k realistic?", "Is 38 years old"),
        ("honestly im in my late 50s and new to all this", "Is in their late 50s"),
    ],
)
def test_an_age_said_beside_the_rest(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my dad is a 70 year old stubborn man",  # someone else's age
        "we drove 40 minutes in a 30 year old car",
        "the house is in its 50s style",
        "explain it like im a 12 year old",  # a level of explanation
        "can you write it as a 10 year old would",
    ],
)
def test_other_numbers_are_no_age(text: str) -> None:
    assert not any("years old" in t or "in their" in t for t in identity_titles(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("finally graduated BA history from Leeds", "Graduated with a BA in history from Leeds"),
        ("I graduated in physics from Otago", "Graduated with a degree in physics from Otago"),
        ("im a sophomore at Rutgers", "Is a sophomore at Rutgers"),
        ("high school senior here", "Is a high school senior"),
        ("3rd year plumbing apprentice in derby", "Is a 3rd-year plumbing apprentice in Derby"),
        ("exchange year in Lyon from Leuven", "Is an exchange student in Lyon from Leuven"),
        ("im a final year geology student at Keele", "Is a final-year geology student at Keele"),
    ],
)
def test_studies_in_their_shapes(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "im a senior",  # an age or a rank as much as a year of school
        "my son graduated BA history from Leeds",  # someone else's degree
        "my apprentice is in her 2nd year",
        "the exchange rate in Lyon is bad",
    ],
)
def test_study_lookalikes_say_nothing_of_the_users_studies(text: str) -> None:
    titles = identity_titles(text)
    assert not any(
        t.startswith(("Graduated", "Is a senior", "Is a 2nd", "Is an exchange")) for t in titles
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im studying forestry", "Studies forestry"),
        ("I study midwifery at Napier", "Studies midwifery at Napier"),
        ("majoring in linguistics", "Studies linguistics (major)"),
        ("my major is geography", "Studies geography (major)"),
        ("im a philosophy major", "Studies philosophy (major)"),
        ("I go to Boise State", "Studies at Boise State"),
        ("im at uni in Dundee", "Is a university student in Dundee"),
    ],
)
def test_what_and_where_one_studies(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm studying for my driving theory test",  # a test revised for
        "studying hard this week",
        "i'm studying the menu",
        "i study on weekends",
        "I go to the gym",
        "I go to the university library on fridays",
        "my daughter is studying forestry",  # someone else's
        "im at uni today for a talk",
    ],
)
def test_study_frames_that_name_no_subject_of_ones_own(text: str) -> None:
    assert not any(t.startswith(("Studies", "Is a university")) for t in identity_titles(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have a small window cleaning business", "Runs a small window cleaning business"),
        ("we opened a bakery in Tralee last year", "Runs a bakery in Tralee"),
        ("started my own shop during lockdown", "Runs their own shop"),
        ("I do freelance copywriting", "Does freelance copywriting"),
        ("i do deliveries for Wolt on weekends", "Does deliveries for Wolt"),
        ("I came to Ireland from Recife in 2018", "Is from Recife"),
        ("I'm a Nigerian pharmacist in Houston", "Is Nigerian"),
        ("turned 60 last month", "Is 60 years old"),
    ],
)
def test_businesses_work_on_ones_own_account_origin_and_age(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have a business idea about socks",
        "we have a coffee shop near us",
        "I have a salon appointment on friday",
        "i started a business course",
        "I'm an English teacher in Busan",  # a language taught
        "my dad came to Ireland from Recife",  # someone else's journey
        "the car turned 20 this year",
    ],
)
def test_lookalikes_of_businesses_origin_and_age(text: str) -> None:
    titles = identity_titles(text)
    assert not any(t.startswith(("Runs", "Is from", "Is English", "Is 20")) for t in titles)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im in vet school", "Is in vet school"),
        ("I'm a doctoral candidate in hydrology", "Is a doctoral candidate in hydrology"),
        ("third year at Bangor", "Is in their third year at Bangor"),
        ("final year of my pharmacy degree", "Is in their final year of a pharmacy degree"),
        ("just started my masters at Lund", "Is doing a master's at Lund"),
        ("I sell secondhand vinyl", "Sells secondhand vinyl"),
        ("florist shop owner here", "Is a florist shop owner"),
        ("I work for myself these days", "Is self-employed"),
        ("im a refugee from Eritrea", "Is from Eritrea"),
        ("im 33m", "Is 33 years old"),
        ("I'm a native speaker of Farsi", "Speaks Farsi natively"),
        ("Portuguese is my second language", "Speaks Portuguese"),
    ],
)
def test_more_shapes_of_studies_trade_origin_age_and_language(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "my niece is in vet school",
        "im a proud cat owner",  # a pet, not a business
        "I sell myself short",
        "I'm a native of nowhere really",
        "the third year at Bangor was hard",
    ],
)
def test_more_lookalikes_that_say_nothing_of_the_user(text: str) -> None:
    titles = identity_titles(text)
    assert not any(
        t.startswith(("Is in vet", "Is a proud", "Sells", "Is from", "Is in their")) for t in titles
    )


def test_a_level_answering_a_question_about_a_language() -> None:
    asked = ("assistant", "Nice! Is your Italian at B2 level yet?")
    assert "Speaks Italian" in identity_titles(asked, "B2 since june")
    assert identity_titles(asked, "not yet lol") == []


def test_a_degree_named_in_a_reply_about_studies() -> None:
    asked = ("assistant", "What are you studying at the moment?")
    assert "Is doing a master's in soil science" in identity_titles(
        asked, "masters in soil science"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im a refugee from Eritrea studying in Oslo", "Is from Eritrea"),
        ("I'm an exchange student from Chile", "Is from Chile"),
        ("I've been driving for Bolt for two years", "Drives for Bolt"),
        ("i do eyebrow threading from home", "Does eyebrow threading from home"),
        ("my side hustle is reselling trainers", "Has a side hustle reselling trainers"),
        ("I'm a welder from the Hebrides", "Is from the Hebrides"),
        ("I'm a Peruvian chef in Lyon", "Is Peruvian"),
        ("25 year old junior dev here", "Is 25 years old"),
        ("moved over from Jamaica in 2002", "Is from Jamaica"),
        ("I'm doing a PhD at Aarhus", "Is doing a PhD at Aarhus"),
    ],
)
def test_origin_gig_work_and_degrees_in_more_frames(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    ("text", "unexpected"),
    [
        ("been driving for hours", "Drives for"),
        # not work done from home (yoga is a pursuit: identity by the routines reader)
        ("I do my banking from home", "Does"),
        ("my side hustle is going well", "Has a side hustle"),
        ("I'm a guest from the hotel next door", "Is from"),
        ("I'm a French teacher in Bristol", "Is French"),  # a language taught
        ("5 year old daughter here", "years old"),
        ("I study law and work weekends at a pub", "Studies work"),
    ],
)
def test_lookalikes_in_the_same_frames(text: str, unexpected: str) -> None:
    assert not any(unexpected in t for t in identity_titles(text))


def test_an_age_told_with_a_change_of_life() -> None:
    assert "Is 52 years old" in identity_titles("retraining as a plasterer at 52")
    assert "Is 38 years old" in identity_titles("going back to uni at 38")
    titles = identity_titles("training at 19 tonight then dinner")
    assert not any("years old" in t for t in titles)  # a time of day, not an age


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("doing my undergrad in zoology", "Is doing an undergraduate degree in zoology"),
        ("i have a tiny business selling plant pots", "Runs a tiny business selling plant pots"),
        ("I co-founded a startup in 2021", "Runs a startup"),
        ("we've had our guesthouse since 2011", "Runs a guesthouse"),
        ("Im Korean-Canadian", "Is Korean-Canadian"),
    ],
)
def test_degrees_businesses_and_dual_origins(text: str, expected: str) -> None:
    assert expected in identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have a business meeting at noon",
        "we had our lunch at the cafe",
        "I founded nothing, my brother did",
    ],
)
def test_business_lookalikes_with_the_same_verbs(text: str) -> None:
    assert not any(t.startswith("Runs") for t in identity_titles(text))
