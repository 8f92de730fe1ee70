"""Preference classes of round 17, written as fresh phrasings before the rules were changed
for them, each with the look-alikes that must give no preference: a standing wish about
answers said without the usual request frame (no need for X, talk to me like a Y, X not Y
in words the form list lacked, what comes first for a kind of question, breaking answers
into steps, "no X, just Y", a tone to make it, a rule every suggestion must keep, the
answer language asked for in another language), a dislike said as "no X, I hate them", and
the false readings the unseen sets showed (a symptom read as a habit, a piece of writing
in a language read as the answer language, a verb read as a fan, the reason given for a
request read as a dislike, one request said twice)."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing, cepa


def preference_titles(text: str) -> list[str]:
    return [title for layer, title in cepa(text) if layer == PREFERENCE]


# --- Positive: a standing wish about answers, or a dislike -----------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # no need for / you don't need to: an answer habit the user asks to drop
        ("u dont need to apologize all the time lol", "apologi"),
        ("no need for the safety warnings, im a qualified electrician", "warnings"),
        ("there's no need for caveats every time", "caveats"),
        ("you dont have to repeat my question back every time", "repeat"),
        ("no need to add a summary at the end of your answers", "summary"),
        ("you don't need to explain the basics to me anymore", "basics"),
        # talk to me like a …
        ("talk to me like a mate, not a manual", "mate"),
        ("pls write like a normal person not a robot", "normal person"),
        ("speak to me like a colleague please", "colleague"),
        ("can you chat with me like a friend from now on", "friend"),
        # a form of the answer named in words the list lacked
        ("plain language please", "plain language"),
        ("easy words pls, english is my third language", "easy words"),
        ("pls use scientific notation for the big numbers", "scientific notation"),
        ("always use roman numeral notation, not letter names", "roman numeral"),
        # what comes first, for a kind of question
        ("for excel stuff give me the formula first", "formula first"),
        ("for sql questions show the query first, then explain", "query first"),
        ("give me the command first then the explanation", "command first"),
        ("with maths questions i want the working first", "working first"),
        # answers broken into steps or parts
        ("please break things down into bite sized steps", "steps"),
        ("can you split your answers into short sections", "sections"),
        ("pls break everything into numbered chunks, my memory is bad", "chunks"),
        # no X, just Y
        ("no long intros just give me the answer", "answer"),
        ("no waffle just tell me the steps next time", "steps"),
        ("pls no essays just show me the code", "code"),
        # a tone to make it in
        ("make your replies a bit more casual", "casual"),
        ("can you make it way more friendly", "friendly"),
        ("make things less formal, we're all mates here", "formal"),
        # a rule every suggestion must keep
        ("any meal plan needs to be halal", "halal"),
        ("every recipe you give me has to be nut free, my son is allergic", "nut free"),
        ("all suggestions should be wheelchair accessible", "wheelchair accessible"),
        ("im 60 so every workout has to be low impact", "low impact"),
        ("all my meals have to be low sodium now, doctor's orders", "low sodium"),
        ("no need for the usual 'drink more water' advice, I know", "usual advice"),
        # the answer language asked for in another language
        ("respóndeme en español por favor", "spanish"),
        ("prefiero las respuestas en inglés", "english"),
        ("réponds en français s'il te plaît", "french"),
        ("per favore rispondi in italiano", "italian"),
        ("bitte antworte auf Deutsch", "german"),
        ("prefiro respostas em português", "portuguese"),
        # no X, I hate them
        ("no olives, i hate them", "olives"),
        ("no treadmill i cant stand it", "treadmill"),
        ("no raisins i really hate those", "raisins"),
        # X or nothing
        ("I won't touch java anymore, kotlin or nothing", "kotlin"),
        # quoted words asked to be skipped stay
        ("and drop the 'hope this helps!' bit", "hope this helps"),
    ],
)
def test_a_standing_preference(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


# --- Negative: the look-alikes ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # no need: a one-off or not about answers
        "no need for a lawyer, it's a small claim",
        "oh no need to apologise!",
        "you don't need to explain it, I get it",
        "no need to reply to this one",
        "no need to panic, the vet said it's fine",
        # talk like: said about someone, or no standing marker
        "you talk like a robot lol",
        "my boss talks to me like a child",
        "he writes like a poet",
        # a form named, but no request
        "simple words are the hardest to write",
        "use the notation from chapter 3 for this one",
        # first: a time, not an order of parts
        "give me the code first thing tomorrow",
        "the code first failed, then it worked",
        # break: this piece, or not about answers
        "break this paragraph into two",
        "I broke things off with him last week",
        # no X just Y: not about answers
        "no sugar just honey in my tea",
        "no worries, just send it when you can",
        # make it: a one-off length or not a tone
        "make it shorter",
        "make it less salty next time",
        "they make it more formal at work",
        # every X has to be: one thing, a passive, a question
        "the recipe has to be ready by six",
        "all the code has to be reviewed by my lead",
        "does every recipe have to be gluten free?",
        # another language, no request about answers
        "hablo español y catalán",
        "vivo en españa desde 2019",
        "mi profesora de francés es muy buena",
        "el libro está en inglés",
        # no X, I hate it: no thing named
        "no idea, i hate it when this happens",
        "no way i hate that",
        # X or nothing
        "it's all or nothing with him",
        # a symptom or a slip, not a habit
        "i always start coughing when i run",
        "i usually forget my keys",
        # a piece of writing in a language is a task
        "I need a toast in french and english for the wedding",
        "i need the letter in german by friday",
        # a verb before "the fan"
        "bought the fan last week",
        "used the fan all night, no change",
        "tried the fan, drove my flatmate mad",
        "fixed a fan, finally quiet",
    ],
)
def test_no_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- One request said twice is one item; its reason is no dislike -----------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("be honest, dont sugarcoat it", "honest"),
        ("be direct, don't beat around the bush", "direct"),
        ("please be patient with me and explain things slowly", "slowly"),
    ],
)
def test_one_request_said_twice_is_one_item(text: str, words: str) -> None:
    titles = preference_titles(text)
    assert len(titles) == 1 and all(w in titles[0].lower() for w in words.split()), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("keep it short, i hate reading walls of text", "short"),
        ("use celsius pls, i hate converting", "celsius"),
        ("make it less formal, i hate sounding stiff", "formal"),
    ],
)
def test_the_reason_for_a_request_is_no_dislike(text: str, words: str) -> None:
    titles = preference_titles(text)
    assert len(titles) == 1 and all(w in titles[0].lower() for w in words.split()), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I need the measurements in cm, not inches", "cm"),
        ("i hate reading on my phone", "reading"),
    ],
)
def test_the_controls_still_read(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


# --- Likes and dislikes said around the noun; the sign of a negated liking -------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a negated liking is a dislike
        ("I'm not a fan of emojis", "dislikes emojis"),
        ("not a big fan of spicy food tbh", "dislikes spicy food"),
        ("I'm not really into sports", "dislikes sports"),
        # the favourite named first
        ("horror movies are my favourite", "horror movies"),
        ("lemon drizzle is my fave", "lemon drizzle"),
        # a no, not for me, not big on, not really my thing
        ("mushrooms are a no for me", "dislikes mushrooms"),
        ("anything with aubergine is a no from me", "aubergine"),
        ("musicals are not for me", "dislikes musicals"),
        ("i'm not big on sweets", "dislikes sweets"),
        ("crime novels arent really my thing", "dislikes crime novels"),
        # one thing over another
        ("i'd take a beach holiday over a city break any day", "beach holiday"),
        ("im more of a tea person", "tea person"),
        ("I'm a visual learner", "visual learner"),
    ],
)
def test_a_liking_said_around_the_noun(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a form of the answer in words the list lacked, or asked without a verb
        ("write in lowercase pls", "lowercase"),
        ("less waffle please", "waffle"),
        ("shorter answers would be great", "shorter answers"),
        ("just the answer pls", "answer"),
        ("go easy on the emojis", "emojis"),
        ("tone down the jargon please", "jargon"),
        ("give it to me straight", "straight"),
        ("answer me in hindi please", "hindi"),
        ("diagrams help me a lot", "diagrams"),
        # a directive for one kind of request
        ("for recipes use grams pls", "grams"),
        ("in python use f-strings please", "f-strings"),
        ("when you give recipes, use grams", "grams"),
        ("whenever i ask about code, keep answers short", "short"),
    ],
)
def test_a_wish_in_fewer_words(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "my son is not a fan of school",
        "the ending is my favourite part",
        "friday is a no for me, how about saturday",
        "that's a no from me",
        "less than 10 please",
        "just the two of us pls",
        "tell me straight, is it serious?",
        "when you see her, tell her hi",
        "in the morning use the blue mug",
        "for dinner use the leftover rice",
        "I'm not into it",
        "if you have time, use grams",
    ],
)
def test_no_liking_or_wish(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("i'm really not a fan of cardio", "dislikes cardio"),
        ("pls stop with the exclamation marks", "exclamation marks"),
        ("could you not use headings, my screen reader hates them", "headings"),
        ("i'd appreciate shorter replies", "shorter replies"),
        ("I'd like answers in Welsh please", "welsh"),
        ("i dont need the backstory, just the steps", "backstory"),
        ("no recipes with beef please, we're hindu", "beef"),
        ("i'm a big tea drinker", "tea drinker"),
        ("answer in short paragraphs please", "short paragraphs"),
        ("i learn better with analogies", "analogies"),
        ("please reply in the same language i write in", "same language"),
        ("just yes or no pls", "yes or no"),
        ("i hate when answers are too long", "too long"),
        # the exception to an answer language is part of it
        ("reply in Spanish but explain the grammar in English", "spanish grammar english"),
    ],
)
def test_more_wishes_and_likings(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i'd love a table for two at 8",
        "I'd like to move to Spain one day",
        "could you not tell my wife",
        "i dont need a lawyer, just advice",
        "no recipes yet, still looking",
        "my dad is a big beer drinker",
        "i hate when my train is late",
        "just yes, no worries",
        "don't tell anyone",
        "please don't tell my wife about this",
        "never tell him i said that",
    ],
)
def test_more_look_alikes(text: str) -> None:
    assert_nothing(text, PREFERENCE)


# --- A short reply to the assistant's question about likes or answers ---------------------------


def reply_preferences(question: str, reply: str) -> list[str]:
    from datetime import timedelta

    from memoryflow import layers
    from memoryflow.extractors.base import ChatMessage
    from memoryflow.extractors.rule_based import RuleBasedExtractor
    from tests.extractors.test_rule_classes import NOW

    messages = [
        ChatMessage(id="a", role="assistant", content=question, created_at=NOW),
        ChatMessage(id="u", role="user", content=reply, created_at=NOW + timedelta(minutes=1)),
    ]
    found = RuleBasedExtractor().extract_topic(messages=messages, layers=layers.CEPA_LAYERS)
    return [item.title for item in found.items.get(PREFERENCE, [])]


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Do you prefer celsius or fahrenheit?", "celsius", "celsius"),
        ("Are there any foods you don't like?", "coriander and blue cheese", "coriander"),
        ("What kind of films do you like?", "old westerns mostly", "westerns"),
        ("What's your favourite band at the moment?", "idles", "idles"),
        ("Is there anything you'd like me to avoid?", "long intros", "intros"),
    ],
)
def test_a_reply_to_a_question_about_likes(question: str, reply: str, words: str) -> None:
    titles = reply_preferences(question, reply)
    assert any(all(w in t.lower() for w in words.split()) for t in titles), titles


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Would you like a recipe or a workout plan?", "a recipe"),
        ("Do you prefer celsius or fahrenheit?", "either is fine"),
        ("Are there any foods you don't like?", "no, i eat anything"),
        ("What's your favourite part of the job?", "the people"),
        ("What kind of car do you drive?", "a honda civic"),
        ("What kind of films do you like?", "not sure tbh"),
    ],
)
def test_a_reply_that_states_no_liking(question: str, reply: str) -> None:
    assert reply_preferences(question, reply) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a request that follows from a fact about the user
        ("Oh and I'm dyslexic, so short sentences help.", "short sentences"),
        ("I'm a paramedic so you can skip the basic first aid explanations", "skip"),
        ("you can be technical with me, I'm a chemist", "technical"),
        ("feel free to use jargon, i work in insurance", "jargon"),
        ("i'm new to coding so go slow", "slow"),
        # asked not to be simplified, or not wanted
        ("dont dumb it down for me", "dumb"),
        ("I dont want a wall of text", "wall of text"),
        ("I don't want long answers anymore", "long answers"),
        # easier when …, I find X …
        ("It helps if you give examples", "examples"),
        ("it's easier for me if you use numbered lists", "numbered lists"),
        ("I find tables easier to read", "tables"),
        ("I find long answers overwhelming", "long answers"),
        ("i'm more of a bullet point person", "bullet point"),
        ("one thing at a time pls", "one thing at a time"),
    ],
)
def test_wishes_said_with_a_reason_or_a_feeling(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "i'm tired so go away",
        "you can come round at 6",
        "feel free to call me tomorrow",
        "I don't want a table for two, we're four",
        "I don't want to go back to work",
        "it helps if you water it daily",
        "I find spiders scary",
        "I find my new boss annoying",
        "go slow on the ice, it's slippery",
        "feel free to be brutally honest about my essay",
        "make it more formal, it's for my landlord",
    ],
)
def test_no_wish_with_a_reason(text: str) -> None:
    assert_nothing(text, PREFERENCE)


def test_a_request_after_so_leaves_the_fact_before_it() -> None:
    found = cepa("I have a job interview tomorrow so be honest")
    assert ("activity", "Job interview") in found or any(
        layer == "activity" and "interview" in title.lower() for layer, title in found
    ), found
    assert any(layer == PREFERENCE and "honest" in title.lower() for layer, title in found), found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the thing named first, then the feeling
        ("olives i cant stand", "dislikes olives"),
        ("indian food i love", "indian food"),
        # other verbs and judgements
        ("ugh i despise mayo", "dislikes mayo"),
        ("blue cheese is gross", "dislikes blue cheese"),
        ("i'll eat anything except liver", "dislikes liver"),
        ("pottery is my favourite thing to do", "pottery"),
        ("my guilty pleasure is reality tv", "reality tv"),
        ("i'm not much of a reader", "reader"),
        ("im such a foodie", "foodie"),
        ("i have a massive sweet tooth", "sweet tooth"),
    ],
)
def test_a_liking_with_the_thing_first_or_a_judgement(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "the ending i love",
        "my boss is gross",
        "that is gross",
        "monday, no way",
        "tomatoes no way",
        "this one i love",
        "my husband is not much of a reader",
    ],
)
def test_no_liking_with_the_thing_first(text: str) -> None:
    assert_nothing(text, PREFERENCE)
