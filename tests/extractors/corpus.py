"""Labelled user sentences for the rule-based extractor, grouped into conversations.

Each sentence is one user message. A label is (layer, words): an extracted item matches it
when it is in that layer and every word appears in its title (case-insensitive). An empty
list means the sentence must yield nothing: questions, hypotheticals, reported speech,
requests, small talk, statements about other people.

Four labels were corrected after the corpus was first written, because they called plain
facts about the user "nothing to extract": a stated taste in music ("a big fan of jazz"),
years of teaching, a dated parents' evening, and "not a morning person".

Assistant turns are interleaved: they state things too ("I'm an AI", "I live in the cloud")
and must never be extracted.
"""

from __future__ import annotations

Label = tuple[str, str]
Turn = tuple[str, str, list[Label]]  # role, text, labels (labels only for user turns)

U, A = "user", "assistant"

CONVERSATIONS: list[list[Turn]] = [
    # A nurse planning a race and asking for training advice.
    [
        (
            U,
            "Hi! I'm a nurse and I work night shifts, so my schedule is chaotic.",
            [("identity", "nurse")],
        ),
        (A, "Nice to meet you! I'm an assistant and I love helping with training plans.", []),
        (U, "I'm running a half marathon on Sunday.", [("activity", "half marathon")]),
        (U, "What should I eat the night before?", []),
        (
            U,
            "I prefer short answers, please never use emojis.",
            [("preference", "short answers"), ("preference", "never emojis")],
        ),
        (U, "I went for a 10k run yesterday and my knee felt fine.", [("activity", "10k run")]),
        (U, "If I were a doctor I'd know what to do about my knee.", []),
        (U, "Thanks, that helps a lot!", []),
    ],
    # A data engineer debugging a pipeline.
    [
        (U, "I work as a data engineer at Acme.", [("identity", "data engineer acme")]),
        (
            U,
            "We're migrating our backend to Postgres this quarter.",
            [("context", "migrating backend postgres")],
        ),
        (U, "The nightly load keeps timing out after about 40 minutes.", []),
        (A, "I learned that batching often helps. Have you tried COPY?", []),
        (U, "I learned that batching the inserts fixed it.", [("experience", "batching inserts")]),
        (
            U,
            "Turns out the index was missing, so next time I'll check the query plan first.",
            [("experience", "index missing")],
        ),
        (U, "Can you show me how to write a COPY statement?", []),
        (U, "My manager said she's a Postgres expert.", []),
        (U, "Always answer with code examples in Python.", [("preference", "code examples")]),
        (U, "I tried increasing the work_mem but it didn't work.", [("experience", "work_mem")]),
    ],
    # A PhD student.
    [
        (U, "I'm writing my thesis on coral reefs.", [("context", "thesis coral reefs")]),
        (U, "I'm a PhD student at the University of Lisbon.", [("identity", "phd student")]),
        (U, "I live in Lisbon with my partner.", [("identity", "lives lisbon")]),
        (U, "My sister lives in Porto.", [("identity", "sister porto")]),
        (
            U,
            "I have a meeting with my supervisor tomorrow at 10am.",
            [("activity", "meeting supervisor")],
        ),
        (U, "Are you a marine biologist?", []),
        (U, "I hate writing literature reviews.", [("preference", "literature reviews")]),
        (U, "Imagine I was a fish living on the reef, what would I see?", []),
        (U, "I'd like to know more about bleaching events.", []),
        (U, "I'm preparing for my qualifying exam.", [("context", "qualifying exam")]),
    ],
    # Language and style preferences.
    [
        (U, "Always answer in Spanish.", [("preference", "spanish")]),
        (U, "Please don't use bullet points.", [("preference", "bullet points")]),
        (U, "I'd rather you didn't use jargon.", [("preference", "jargon")]),
        (U, "Keep your answers concise.", [("preference", "concise")]),
        (
            U,
            "I like detailed explanations with sources.",
            [("preference", "detailed explanations")],
        ),
        (U, "Can you translate this paragraph to German?", []),
        (U, "Don't worry about it.", []),
        (U, "Never mind, I figured it out.", []),
        (U, "I love it, thank you!", []),
        (U, "I like how you structured that.", []),
        (U, "Could you keep your answers short from now on?", [("preference", "short answers")]),
    ],
    # Family, places, moving.
    [
        (U, "I'm moving to Berlin next month.", [("activity", "moving berlin")]),
        (U, "I'm originally from Brazil.", [("identity", "brazil")]),
        (U, "My wife is a doctor.", [("identity", "wife doctor")]),
        (U, "I have two kids.", [("identity", "two kids")]),
        (U, "We're renovating our kitchen at the moment.", [("context", "renovating kitchen")]),
        (U, "My friend told me she's moving to Berlin too.", []),
        (U, "My neighbour is a nurse, funnily enough.", []),
        (U, "Berlin is expensive these days.", []),
        (U, "Is it hard to find an apartment in Berlin?", []),
        (U, "My name is Carla.", [("identity", "carla")]),
        (U, "I'm 34 years old.", [("identity", "34")]),
    ],
    # Hobbies and the week's plans.
    [
        (U, "I went hiking in the Alps last weekend.", [("activity", "hiking alps")]),
        (U, "I have a dentist appointment tomorrow at 3pm.", [("activity", "dentist appointment")]),
        (U, "I'm flying to Tokyo next Friday.", [("activity", "flying tokyo")]),
        (U, "I'm learning Japanese for the trip.", [("context", "learning japanese")]),
        (U, "I enjoy cooking Thai food.", [("preference", "cooking thai food")]),
        (U, "I can't stand cilantro.", [("preference", "cilantro")]),
        (U, "My brother said I should try sushi.", []),
        (U, "What if I missed my flight?", []),
        (U, "I'll think about it tomorrow.", []),
        (U, "I'm going to try that recipe.", []),
        (U, "Sounds good!", []),
        (U, "I just finished my first marathon!", [("activity", "marathon")]),
    ],
    # Work, career change.
    [
        (U, "I'm a software engineer at a small startup.", [("identity", "software engineer")]),
        (U, "We're launching our mobile app next week.", [("context", "launching mobile app")]),
        (U, "I've been looking for a new job since March.", [("context", "new job")]),
        (U, "I had a job interview yesterday.", [("activity", "job interview")]),
        (
            U,
            "I realized that preparing stories in advance makes interviews much easier.",
            [("experience", "preparing stories")],
        ),
        (U, "Do you think I should ask for a raise?", []),
        (U, "The CEO is a former engineer.", []),
        (U, "If I get the job I'll have to relocate.", []),
        (U, "I'm not sure what to do.", []),
        (U, "My colleague thinks he's a genius.", []),
    ],
    # Mixed, with things that look like statements but are not about the user.
    [
        (U, "Write a story where I'm a pirate captain.", []),
        (U, "Pretend I'm a customer complaining about a late order.", []),
        (U, '"I\'m a nurse" is what she wrote on the form.', []),
        (U, "Translate: I live in Paris and I love cheese.", []),
        (U, "I'm a big fan of jazz.", [("preference", "jazz")]),
        (U, "I'm running late, sorry.", []),
        (U, "I prefer tea over coffee.", [("preference", "tea")]),
        (U, "I'm vegetarian.", [("identity", "vegetarian")]),
        (U, "From now on, use metric units.", [("preference", "metric units")]),
        (U, "I work for Siemens.", [("identity", "siemens")]),
        (U, "I'm training for a triathlon.", [("context", "triathlon")]),
        (U, "I visited my parents on Saturday.", [("activity", "visited parents")]),
        (U, "I was wondering about tax rules in Portugal.", []),
    ],
    # Probes found while testing: things that look like statements but say nothing lasting.
    [
        (U, "I'm going to bed tonight, we'll continue tomorrow.", []),
        (U, "I like to think so.", []),
        (U, "Always the same problem with this library.", []),
        (U, "I'm dealing with a lot right now.", []),
        (U, "I prefer not to say.", []),
        (U, "I went through the docs yesterday.", []),
        (U, "I tried it and it worked.", []),
        (U, "I have a question about decorators.", []),
    ],
]

# Written after the patterns, in a different voice, and NOT tuned against: the honest
# estimate. The test reports these numbers separately.
HELDOUT: list[list[Turn]] = [
    [
        (U, "ok so quick context: i'm a high school teacher in Leeds", [("identity", "teacher")]),
        (U, "i've been teaching chemistry for 12 years", [("identity", "teach")]),
        (
            U,
            "we're redesigning the year 10 curriculum this term",
            [("context", "redesigning curriculum")],
        ),
        (U, "honestly I hate marking essays on weekends", [("preference", "marking essays")]),
        (U, "i have parents evening on Thursday at 6pm", [("activity", "parents evening")]),
        (U, "can u make it a table pls", []),
        (U, "my husband works at the hospital", [("identity", "husband hospital")]),
        (U, "lol my students think I'm a robot", []),
    ],
    [
        (U, "I live in Austin now, moved here from Chicago in 2021.", [("identity", "austin")]),
        (U, "I'm a freelance illustrator.", [("identity", "illustrator")]),
        (U, "Please stop adding disclaimers to every answer.", [("preference", "disclaimers")]),
        (U, "I'd prefer answers without emojis.", [("preference", "emojis")]),
        (U, "I'm working on a children's book about owls.", [("context", "book owls")]),
        (
            U,
            "I learned the hard way that clients need written contracts.",
            [("experience", "written contracts")],
        ),
        (U, "Would you be able to critique my portfolio?", []),
        (U, "My agent says I should raise my rates.", []),
        (U, "I'm not a morning person.", [("preference", "morning person")]),
        (U, "I met with a new client this morning.", [("activity", "met client")]),
        (U, "Is it normal to charge for revisions?", []),
        (U, "I'm seeing my accountant next Tuesday.", [("activity", "accountant")]),
        (U, "Tell me a joke about owls.", []),
    ],
]
