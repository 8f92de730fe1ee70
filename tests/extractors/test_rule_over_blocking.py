"""Over-blocking: real facts of the user lost because one marker in the message
made the whole of it someone else's words, ironic or fiction. Written as fresh cases before
the rules were changed (`rules/own_letter.py`, `rules/text.py`, `rules/chatstyle.py`,
`rules/fiction.py`): a "Dear …" letter the user writes to the assistant itself, an ironic
aside in brackets, quoted material with the user's own words after it, a preamble that
announces what the user is about to say, and a marker of reality that ends a scene. Each
class has look-alikes that must still give nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import ACTIVITY, PREFERENCE, assert_finds, cepa
from tests.extractors.test_rule_identity_classes import has_all, identity_titles


def everything(*messages: str) -> list[str]:
    """Every title the messages give, identity and the other layers."""
    return identity_titles(*messages) + [t for m in messages for _, t in cepa(m)]


# --- A letter to the assistant itself is the user talking ---------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Dear assistant, I am a retired harbour pilot and I live in Rotterdam. Please keep "
         "your answers brief.", ("rotterdam",)),
        ("Dear ChatGPT, I work as a midwife in Tromsø and I need a rota for six people. Could "
         "you suggest a layout?", ("midwife",)),
        ("Dear friend, I have lived in Évora for forty years. My English comes from films, so "
         "please write in simple words.", ("évora",)),
        ("Dear Sir, I am a hydrologist at a water board. Please review the following letter "
         "and suggest a reply:\n> Dear Madam, we regret to say the pumps are late.",
         ("hydrologist",)),
        ("Dear Claude, my husband and I live in Bruges. Can you recommend a quiet walking "
         "route for a Sunday?", ("bruges",)),
        ("Dear helper, I am a beekeeper in Carinthia. What do you think of oxalic acid in "
         "winter?", ("beekeeper",)),
    ],
)  # fmt: skip
def test_a_letter_to_the_assistant_is_the_user_talking(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


def test_a_letter_to_the_assistant_keeps_how_answers_should_look() -> None:
    assert_finds(
        "Dear assistant, I am a parish priest in Kerry. I would ask that you never answer "
        "me with bullet points; write in full paragraphs.",
        PREFERENCE,
        "bullet",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Dear hiring manager, I am a data analyst with 3 years of experience",
        "Dear Mrs Patel, I am writing to apply for the nursing post. I have five years of "
        "experience on a ward in Leeds.",
        "Dear Tom, I live in Lisbon now and I miss you terribly. Love, Ana",
        "Dear Sir or Madam, I am a teacher in Kent and I wish to complain about the bus "
        "service. Yours faithfully, J. Hart",
        "Dear neighbours, we are the family at number 12 and we have two dogs. Please "
        "excuse the noise on Saturday. Best wishes, the Okafors",
        "Dear Dr Lund, I am a patient of yours and I live in Malmö. Could you send my "
        "results? Kind regards, Eva",
        "Dear team, I'm a new starter in accounts and I'm based in Leeds. Could you add me "
        "to the rota?\n\nThanks,\nPriya",
    ],
)
def test_a_letter_being_drafted_is_still_material(text: str) -> None:
    assert everything(text) == [], everything(text)


# --- An ironic aside in brackets marks only itself ----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i play drums in a wedding band (we're called Second Helpings, dont ask 🙃) and we "
         "need a new setlist", ("drum",)),
        ("I'm a nurse in Galway (glamorous life, obviously 🙄), any tips for staying awake on "
         "nights?", ("nurse",)),
        ("I'm a nurse in Galway (glamorous life, obviously 🙄), any tips for staying awake on "
         "nights?", ("galway",)),
        ("I teach chemistry in Hull (yeah right, living the dream 🙄) and need a lab rota",
         ("chemistry",)),
        ("coeliac here, and I live in Tartu (a tropical paradise 🙃). what do I bake for a "
         "birthday?", ("tartu",)),
        ("I'm a postman in Leeds (the dogs love me, obviously 🙄) and I walk 20k a day",
         ("postman",)),
    ],
)  # fmt: skip
def test_an_ironic_aside_in_brackets_marks_only_itself(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "yes I'm a rocket scientist, obviously 🙄",
        "oh sure, I'm a millionaire now 🙃 (the bank disagrees)",
        "(I'm a brain surgeon, obviously 🙄)",
        "I'm the queen of England 🙄 (not really, I'm a cashier)",
    ],
)
def test_irony_outside_the_brackets_still_marks_the_sentence(text: str) -> None:
    titles = [t for t in identity_titles(text) if "scientist" in t or "millionaire" in t]
    assert titles == [] and not has_all(identity_titles(text), ("surgeon",)), identity_titles(text)
    assert not has_all(identity_titles(text), ("queen",))


# --- Quoted material: the user's own words after the quote stay ---------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("can you translate this into Polish for the notice in the shop: 'Closed on Monday "
         "for repairs.' I'm a baker in Gdańsk, most of my customers are Polish",
         ("gdańsk",)),
        ("please make this sound friendlier, it's for my tenants: 'Bins go out on Tuesday.' "
         "I live in Cork and rent out two flats", ("cork",)),
        ("fix the grammar in this: 'we is closed tomorow' I'm a nurse in Leeds btw",
         ("nurse",)),
        ("translate this to French for my neighbour: 'Thank you for the plums!' I moved to "
         "Lyon last spring", ("lyon",)),
        ("make this text more polite, its for my landlord: 'the boiler is broken AGAIN' "
         "im a student in Glasgow", ("glasgow",)),
    ],
)  # fmt: skip
def test_the_users_words_after_quoted_material_stay(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "translate this please: 'I am a doctor in Lyon and I have two sons.'",
        "proofread this: I am a chef in Porto with ten years of experience",
        "my boss sent this: 'I'm moving to Oslo next month.' what does he mean?",
        "rewrite this caption: 'I'm a vegan baker in Kyiv' and make it punchier",
        "translate: 'I live in Quito with my wife' and also 'I'm a dentist'",
    ],
)
def test_quoted_material_is_still_not_the_user(text: str) -> None:
    assert everything(text) == [], everything(text)


# --- A preamble that announces what the user says -----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I have to say I'm a nurse in Leeds, so nights are normal for me", ("nurse",)),
        ("I must admit I'm a vegetarian", ("vegetarian",)),
        ("i gotta say im a welder and i love it", ("welder",)),
        ("I'll admit I live in Swindon", ("swindon",)),
    ],
)
def test_a_preamble_announcing_a_fact(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


def test_a_preamble_before_a_preference() -> None:
    assert_finds("I must say I prefer answers without emojis", PREFERENCE, "emoji")


@pytest.mark.parametrize(
    "text",
    [
        "my mum would say I'm a hypochondriac",
        "people say I'm a genius at maths",
        "I have to say something at my brother's wedding",
        "I can't say I'm a morning person",
    ],
)
def test_saying_that_is_not_a_preamble(text: str) -> None:
    assert identity_titles(text) == [], identity_titles(text)


# --- A marker of reality ends the scene ---------------------------------------------------


@pytest.mark.parametrize(
    ("messages", "words"),
    [
        (("lets play a game, ur a grumpy wizard and im ur apprentice called Pip", ("assistant", "Fetch my wand!"), "lol ok. irl i literally teach pilates in leeds"), ("pilates",)),
        (("let's do a roleplay, you are a knight and I am a dragon", ("assistant", "Halt, beast!"),
          "haha ok. true story though: I'm a firefighter in Oban"), ("firefighter",)),
        (("let's do a roleplay, you are a knight and I am a dragon", ("assistant", "Halt, beast!"),
          "ok this really happened: I'm a paramedic in Regina"), ("paramedic",)),
    ],
)  # fmt: skip
def test_a_marker_of_reality_ends_the_scene(
    messages: tuple[str | tuple[str, str], ...], words: tuple[str, ...]
) -> None:
    assert has_all(identity_titles(*messages), words), identity_titles(*messages)


@pytest.mark.parametrize(
    "messages",
    [
        ("let's do a roleplay, you are a knight and I am a dragon", ("assistant", "Halt, beast!"),
         "*spreads wings* I live in a cave on Mount Vark with my three eggs"),
        ("write a story where I'm a pirate in Tortuga with a parrot",),
        ("lets pretend you're a wizard and I'm a vet from Bath",),
    ],
)  # fmt: skip
def test_the_scene_itself_stays_fiction(messages: tuple[str | tuple[str, str], ...]) -> None:
    assert identity_titles(*messages) == [], identity_titles(*messages)


# --- What a wish or a question takes for granted -------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("would it be mad to quit being a pharmacist at 50 and open a bakery?", ("pharmacist",)),
        ("should I quit my job as a paralegal and retrain?", ("paralegal",)),
        ("im thinking about quitting being a barista and going back to school", ("barista",)),
        ("I wish I'd become a vet instead of an accountant tbh", ("accountant",)),
        ("honestly I should have trained as a chef instead of a solicitor", ("solicitor",)),
        ("is it too late to leave my career as a teacher at 52?", ("teacher",)),
    ],
)  # fmt: skip
def test_the_role_a_wish_or_question_would_leave(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to be a pilot instead of sitting at a desk",
        "should I become a nurse or a paramedic?",
        "I finally decided to quit my job as a nurse",
        "write a story where a knight wants to quit being a knight",
        "my sister wants to quit being a lawyer",
        "what if I quit being a teacher?",
    ],
)
def test_no_role_taken_for_granted(text: str) -> None:
    titles = identity_titles(text)
    assert not any(
        w in t.lower()
        for t in titles
        for w in ("pilot", "nurse", "paramedic", "knight", "lawyer", "teacher")
    ), titles


# --- The occasion a piece is asked for is the user's event ---------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Write me a short pep talk for my first triathlon, Zadar, 14 September.", "triathlon"),
        ("can you write a toast for our silver anniversary party on 3 May", "anniversary"),
        ("could you draft an invitation for our housewarming next saturday?", "housewarming"),
        ("help me with a speech for my graduation ceremony, it's on the 21st", "graduation"),
        ("please write a short poem for my retirement party on friday", "retirement"),
    ],
)  # fmt: skip
def test_the_occasion_of_a_piece_is_the_users_event(text: str, words: str) -> None:
    assert_finds(text, ACTIVITY, words)


@pytest.mark.parametrize(
    "text",
    [
        "write a poem for my son, 1 June",
        "write a story for my daughter about a fox who runs a marathon on 1 June",
        "write a poem about my first marathon",
        "lets do a roleplay, I'm a knight. write a speech for my coronation on 3 May",
        "my colleague asked me to write a toast for his wedding on 3 May",
    ],
)
def test_no_occasion_of_the_users(text: str) -> None:
    assert [t for layer, t in cepa(text) if layer == ACTIVITY] == [], cepa(text)


# --- A polite request is the directive, not a condition ------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I would be grateful if you avoided headings altogether", "headings"),
        ("I'd appreciate it if you used metric units", "metric"),
        ("I would be most grateful if you could keep your replies brief", "brief"),
        ("I would ask that you never use emojis with me", "emoji"),
        ("I'd like you to always give the sources", "sources"),
    ],
)  # fmt: skip
def test_a_polite_request_is_a_directive(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "if you used metric that would be great for my students",
        "I would be grateful if you helped my son with his homework",
        "my boss would be grateful if you avoided jargon",
    ],
)
def test_no_standing_request(text: str) -> None:
    assert [t for layer, t in cepa(text) if layer == PREFERENCE] == [], cepa(text)


# --- A quoted first-person sentence the user affirms -----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("how do I say 'I'm allergic to peanuts' in Italian? I actually am, so it matters",
         ("peanut",)),
        ("how do you say 'I have two daughters' in Polish? which I do", ("daughters",)),
        ("what's 'I'm a vegetarian' in Japanese? I really am, and sushi is tricky",
         ("vegetarian",)),
        ("how would I write 'I live in Aarhus' in Danish? I do, since May", ("aarhus",)),
    ],
)  # fmt: skip
def test_a_quoted_sentence_the_user_affirms(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "how do you say 'I'm a nurse' in German? I really am not lol",
        "my boss keeps saying 'I'm the best manager here' and I am so tired of it",
        "how do I say 'I'm allergic to cats' in French?",
        "translate 'I have three sons' into Spanish please, I am going to use it in class",
    ],
)
def test_a_quoted_sentence_not_affirmed(text: str) -> None:
    assert identity_titles(text) == [], identity_titles(text)
