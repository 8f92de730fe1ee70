"""A second evaluation corpus for the rule-based extractor, in the styles people really chat.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person or a kind of
   chat hazard, chosen from what people tell a chat assistant, not from what the patterns
   could match.
2. For each situation, the user's turns as a person would type them: long rambling
   messages, typos, lowercase without apostrophes, emoji and filler, several topics in one
   message, sarcasm, hypotheticals, role-play requests, quoted and forwarded text, code,
   non-English fragments, answers that only make sense after the assistant's question.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", before any pattern was changed. Roughly a third of the
   user turns state nothing durable about the user and carry no label.
4. The file was committed before the patterns were touched; it is never edited to fit
   them. A label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words: it matches an identity
edit that removes that memory or replaces it (update with mode "replace"). Counted in the
identity layer.

Each conversation may start with existing identity memories (id, title, identity_type), as
stored by earlier runs. Messages are dated from Wednesday 2024-05-15 09:00 UTC, one minute apart.
Five labels were changed later, for consistency across sets and not to fit the extractor: what
the user regularly does (a routine or a pursuit: running three times a week, rising at 5am to
write, coffee drunk daily, meditating, running before work) is identity, as the label guide in
`docs/domain.md` says (they were labelled preference here).
"""

from __future__ import annotations

from dataclasses import dataclass, field

Label = tuple[str, str]
Turn = tuple[str, str, list[Label]]

U, A = "user", "assistant"

SITUATIONS = (
    "a welder who chats in short lowercase bursts with 'lol' and emoji",
    "a nurse who writes one long paragraph mixing shifts, a move and a question",
    "a student with typos and no apostrophes, exams and a part-time job",
    "a developer pasting code and stack traces between statements",
    "someone asking for role-play, stories and pretend scenarios about themselves",
    "a sarcastic user whose 'I love' means the opposite",
    "a bilingual user mixing Portuguese/Spanish/German fragments with English",
    "multi-turn: the assistant asks, the user answers in a fragment",
    "life changes: quitting a job, leaving a city, ending a relationship (existing memories)",
    "allergies, diet, health conditions mentioned in passing",
    "pets, named and unnamed",
    "languages the user speaks or is learning",
    "education: degrees, schools, what they study",
    "quoted text, forwarded emails and text to translate or proofread",
    "hypotheticals, wishes and plans that are only maybes",
    "statements about friends, colleagues and strangers",
    "preferences about how the assistant should answer, phrased casually",
    "small talk, thanks, complaints and reactions with nothing to keep",
    "plans with time phrases in front ('on friday i have ...')",
    "compound facts in one breath ('teacher, married, two kids')",
    "lessons learned after something went wrong",
    "ongoing projects and situations",
)


@dataclass(frozen=True)
class Conversation:
    situation: str
    turns: list[Turn]
    existing: list[tuple[str, str, str]] = field(default_factory=list)  # id, title, identity_type


CONVERSATIONS: list[Conversation] = [
    Conversation(
        "welder, short lowercase bursts",
        [
            (U, "hey", []),
            (U, "im a welder lol", [("identity", "welder")]),
            (U, "mostly ships, in gdansk 🚢", [("identity", "gdansk")]),
            (U, "can u explain tig vs mig like im 5", []),
            (U, "lol ok that makes sense", []),
            (U, "i got my 3G cert last year btw, going for 4G in june", [("activity", "4g")]),
        ],
    ),
    Conversation(
        "nurse, one long paragraph",
        [
            (
                U,
                "So I've been a nurse for about 8 years now, mostly ICU, and honestly the night "
                "shifts are killing me. We just moved to Porto in March because my husband got "
                "a job at the university here, and I'm trying to get my nursing license "
                "recognised in Portugal which is a whole bureaucratic nightmare. Do you know "
                "how long that usually takes?",
                [
                    ("identity", "nurse"),
                    ("identity", "porto"),
                    ("identity", "husband university"),
                    ("context", "license"),
                ],
            ),
            (A, "It varies, but the Ordem dos Enfermeiros usually takes a few months.", []),
            (U, "ugh ok. thanks anyway", []),
            (
                U,
                "also I dont speak much portuguese yet, taking classes twice a week",
                [("context", "portuguese")],
            ),
        ],
    ),
    Conversation(
        "student, typos, no apostrophes",
        [
            (
                U,
                "im a second year compsci student at uni of manchester",
                [("identity", "student"), ("identity", "manchester")],
            ),
            (U, "got my algorithms exam on friday and im soooo behind", [("activity", "exam")]),
            (U, "whats the difference between bfs and dfs again", []),
            (
                U,
                "i work part time at a pizza place on weekends so i dont have much time",
                [("identity", "pizza")],
            ),
            (U, "pls keep explanations short, i lose focus", [("preference", "short")]),
            (U, "thx!!", []),
        ],
    ),
    Conversation(
        "developer with code",
        [
            (
                U,
                "I'm a backend dev at a fintech in Berlin, mostly Go.",
                [("identity", "backend"), ("identity", "berlin")],
            ),
            (
                U,
                "getting this:\n```\npanic: runtime error: invalid memory address or nil "
                "pointer dereference\n```\nany idea?",
                [],
            ),
            (U, "`I am a nil pointer` lol that's what it feels like", []),
            (
                U,
                "ok found it — lesson learned: always check the error before using the "
                "response body",
                [("experience", "error")],
            ),
            (
                U,
                "We're migrating everything from REST to gRPC this quarter, so expect more "
                "questions",
                [("context", "grpc")],
            ),
            (U, "show code in Go, not Python please", [("preference", "go")]),
        ],
    ),
    Conversation(
        "role-play and stories",
        [
            (U, "let's do a roleplay. you're a barista and I'm a customer who's a pilot", []),
            (U, "I'm a pilot and I need the strongest coffee you have", []),
            (U, "write a short story where I am a dragon living in Oslo", []),
            (U, "pretend I just got fired and you are my therapist", []),
            (
                U,
                "ok stop the roleplay. for real I'm a product designer",
                [("identity", "designer")],
            ),
            (U, "in the story make my character allergic to cats", []),
        ],
    ),
    Conversation(
        "sarcastic user",
        [
            (U, "oh great, another monday. I just LOVE mondays 🙃", []),
            (U, "my boss is a genius, obviously", []),
            (U, "sure, I'm totally a morning person", []),
            (
                U,
                "I'm an accountant, so tax season is my 'favourite' time",
                [("identity", "accountant")],
            ),
            (U, "yeah because everyone loves spreadsheets at 2am", []),
        ],
    ),
    Conversation(
        "bilingual, Portuguese fragments",
        [
            (U, "olá! sou brasileira mas moro em Lisboa", [("identity", "lisboa")]),
            (
                U,
                "I speak portuguese and english, a bit of spanish",
                [
                    ("identity", "portuguese"),
                    ("identity", "english"),
                    ("identity", "spanish"),
                ],
            ),
            (U, "obrigada pela ajuda, de verdade", []),
            (U, "meu marido é alemão haha", []),
            (U, "can you answer in portuguese from now on?", [("preference", "portuguese")]),
        ],
    ),
    Conversation(
        "multi-turn answers to the assistant's questions",
        [
            (U, "can you help me plan my week", []),
            (A, "Sure! What do you do for work?", []),
            (U, "I'm a paramedic, 12h shifts", [("identity", "paramedic")]),
            (A, "Got it. Anything fixed this week?", []),
            (
                U,
                "dentist thursday at 4pm, and my daughter's recital on saturday",
                [
                    ("activity", "dentist"),
                    ("activity", "recital"),
                ],
            ),
            (A, "Where are you based, for travel times?", []),
            (U, "leeds", [("identity", "leeds")]),
        ],
    ),
    Conversation(
        "quit job, existing memories",
        [
            (U, "big news, I quit my job at Deloitte last week!!", [("retract", "deloitte")]),
            (U, "starting my own consultancy, scary but exciting", [("context", "consultancy")]),
            (U, "any tips for finding first clients?", []),
        ],
        existing=[
            ("e1", "Works at Deloitte", "professional"),
            ("e2", "Lives in London", "location"),
        ],
    ),
    Conversation(
        "left a city, existing memories",
        [
            (
                U,
                "im not in rome anymore btw, moved back to milan for family reasons",
                [
                    ("retract", "rome"),
                    ("identity", "milan"),
                ],
            ),
            (U, "my mom is sick so I wanted to be closer", []),
            (U, "how do I transfer my gym membership", []),
        ],
        existing=[
            ("e3", "Lives in Rome", "location"),
            ("e4", "Works as a graphic designer", "professional"),
        ],
    ),
    Conversation(
        "allergies and diet in passing",
        [
            (
                U,
                "recipe ideas for dinner? I'm allergic to peanuts and my partner is vegan",
                [("identity", "peanut"), ("identity", "partner vegan")],
            ),
            (U, "I'm gluten intolerant too, forgot to say", [("identity", "gluten")]),
            (U, "that looks amazing, thank you", []),
            (U, "I don't eat pork", [("identity", "pork")]),
        ],
    ),
    Conversation(
        "health conditions",
        [
            (U, "I have type 1 diabetes so carbs matter a lot for me", [("identity", "diabetes")]),
            (U, "also asthma but it's mild", [("identity", "asthma")]),
            (U, "I go running 3 times a week", [("identity", "running")]),
            (U, "is it ok to run when blood sugar is 250?", []),
        ],
    ),
    Conversation(
        "pets",
        [
            (U, "my dog Biscuit ate a sock again 😩", [("identity", "biscuit")]),
            (U, "he's a 4 year old beagle", []),
            (U, "we also have two cats", [("identity", "two cats")]),
            (U, "should I be worried? he seems fine", []),
        ],
    ),
    Conversation(
        "languages",
        [
            (
                U,
                "I'm a native Spanish speaker, learning Japanese for 2 years now",
                [
                    ("identity", "spanish"),
                    ("context", "japanese"),
                ],
            ),
            (U, "mi inglés es bueno pero no perfecto jaja", []),
            (U, "correct my japanese when I make mistakes pls", [("preference", "correct")]),
            (U, "今日は暑いですね", []),
        ],
    ),
    Conversation(
        "education",
        [
            (U, "I have a master's in economics from LSE", [("identity", "economics")]),
            (U, "doing a part-time MBA now, evenings", [("context", "mba")]),
            (U, "what's a good book on behavioural finance", []),
            (U, "I dropped out of my PhD in 2019, long story", [("identity", "phd")]),
        ],
    ),
    Conversation(
        "quoted and forwarded text",
        [
            (
                U,
                "can you proofread this for me: 'I am a certified project manager with ten "
                "years of experience in logistics'",
                [],
            ),
            (
                U,
                "my coworker sent this: > I'm moving to Denver next month, who wants my plants?",
                [],
            ),
            (U, 'translate to french: "I live in a small village and I love my garden"', []),
            (U, "the email says 'I am allergic to shellfish' but that's my boss's order", []),
        ],
    ),
    Conversation(
        "hypotheticals and wishes",
        [
            (U, "if I moved to Canada would my degree be recognised?", []),
            (U, "I wish I was a doctor tbh", []),
            (U, "thinking maybe I'll become a teacher someday", []),
            (U, "suppose I'm a freelancer, how do taxes work?", []),
            (U, "what if I adopted a dog, is it a lot of work", []),
        ],
    ),
    Conversation(
        "statements about other people",
        [
            (U, "my friend is a lawyer and she says I should sue lol", []),
            (U, "a guy at work told me he lives in a van", []),
            (U, "my neighbour is learning german", []),
            (U, "apparently the new CEO is from Texas", []),
        ],
    ),
    Conversation(
        "casual style preferences",
        [
            (U, "no bullet points pls, just talk normally", [("preference", "bullet")]),
            (
                U,
                "and stop saying 'great question' every time 😂",
                [("preference", "great question")],
            ),
            (U, "I like when you give examples", [("preference", "examples")]),
            (U, "lol that was a great answer", []),
        ],
    ),
    Conversation(
        "small talk and reactions",
        [
            (U, "good morning!!", []),
            (U, "it's raining again here, typical", []),
            (U, "haha you're funny", []),
            (U, "ok", []),
            (U, "thanks, that's all for now", []),
            (U, "I'm so tired today", []),
        ],
    ),
    Conversation(
        "time phrase first",
        [
            (U, "On Friday I have my thesis defense", [("activity", "thesis defense")]),
            (U, "tomorrow morning I'm flying to Madrid for work", [("activity", "madrid")]),
            (U, "next week we have our anniversary dinner", [("activity", "anniversary")]),
            (U, "what should I wear", []),
        ],
    ),
    Conversation(
        "compound facts",
        [
            (
                U,
                "I'm a teacher, married, two kids",
                [
                    ("identity", "teacher"),
                    ("identity", "married"),
                    ("identity", "two kids"),
                ],
            ),
            (U, "40, live in Bristol", [("identity", "40"), ("identity", "bristol")]),
            (U, "need help with a birthday party for 8 year olds", []),
        ],
    ),
    Conversation(
        "lessons learned",
        [
            (
                U,
                "never again buying a used car without a mechanic checking it first, learned "
                "that the hard way",
                [("experience", "mechanic")],
            ),
            (
                U,
                "turns out meal prepping on sunday saves me like 5 hours a week",
                [("experience", "meal prep")],
            ),
            (U, "the car's fine now, mostly", []),
        ],
    ),
    Conversation(
        "ongoing projects",
        [
            (
                U,
                "im renovating our bathroom myself, first time doing tiles",
                [
                    ("context", "bathroom"),
                ],
            ),
            (U, "also training for a half marathon in october", [("context", "half marathon")]),
            (U, "which grout do you recommend", []),
        ],
    ),
    Conversation(
        "welder update, changed job, existing memories",
        [
            (U, "so i dont work at the shipyard anymore", [("retract", "shipyard")]),
            (U, "got hired at a wind turbine company, same city", [("identity", "wind turbine")]),
            (U, "better pay, less overtime 🙌", []),
        ],
        existing=[
            ("e5", "Works at the shipyard", "professional"),
            ("e6", "Lives in Gdansk", "location"),
        ],
    ),
    Conversation(
        "breakup, existing memories",
        [
            (U, "me and Tom broke up last month", [("retract", "tom")]),
            (U, "so it's just me and the cat now", []),
            (U, "anyway can you help me find a one-bedroom flat", []),
        ],
        existing=[
            ("e7", "Has a boyfriend named Tom", "relationship"),
            ("e8", "Has a cat", "relationship"),
        ],
    ),
    Conversation(
        "retired user, long message",
        [
            (
                U,
                "I retired last year after 35 years as a train driver and now I finally have "
                "time for my garden and my grandchildren. My wife and I live in a small town "
                "near York. I'd like to learn to use this computer better, please be patient "
                "with me and explain things step by step.",
                [
                    ("identity", "retired"),
                    ("identity", "york"),
                    ("preference", "step by step"),
                ],
            ),
            (U, "What is a browser?", []),
            (U, "Thank you dear", []),
        ],
    ),
    Conversation(
        "gamer, slang",
        [
            (U, "yo im 17 and i main support in overwatch", [("identity", "17")]),
            (U, "ngl my team is trash", []),
            (U, "got a tournament this saturday", [("activity", "tournament")]),
            (U, "tips for not tilting", []),
        ],
    ),
    Conversation(
        "expecting a baby",
        [
            (U, "we're expecting our first baby in august!! 👶", [("context", "baby")]),
            (U, "I'm 28 weeks, feeling huge", []),
            (U, "what do we actually need to buy", []),
            (U, "my mum lives with us so at least we'll have help", [("identity", "mum")]),
        ],
    ),
    Conversation(
        "job hunting",
        [
            (
                U,
                "I've been job hunting for 4 months, data analyst roles mostly",
                [("context", "job")],
            ),
            (
                U,
                "had an interview at Spotify yesterday, think it went ok",
                [
                    ("activity", "interview spotify"),
                ],
            ),
            (U, "can you review my cover letter", []),
            (
                U,
                "Dear hiring manager, I am a data analyst with 3 years of experience in SQL",
                [],
            ),
        ],
    ),
    Conversation(
        "German fragments",
        [
            (U, "ich wohne in München, but work in English", [("identity", "münchen")]),
            (U, "I'm a mechanical engineer at BMW", [("identity", "mechanical engineer")]),
            (U, "ja genau, das ist das problem", []),
            (U, "explain it in german please, easier for me", [("preference", "german")]),
        ],
    ),
    Conversation(
        "medical appointment and worry",
        [
            (
                U,
                "got my MRI results appointment next tuesday and I'm nervous",
                [
                    ("activity", "mri"),
                ],
            ),
            (U, "been having migraines for months", [("context", "migraine")]),
            (U, "is it normal to be this anxious", []),
        ],
    ),
    Conversation(
        "parent of teenagers",
        [
            (U, "my son is 15 and glued to his phone", [("identity", "son")]),
            (U, "my daughter just started university in Glasgow", [("identity", "daughter")]),
            (U, "how do I set screen time limits without a fight", []),
        ],
    ),
    Conversation(
        "freelancer with emoji and filler",
        [
            (U, "sooo I'm a freelance translator 😅 EN>FR mostly", [("identity", "translator")]),
            (U, "working on a huge legal contract this week ugh", [("context", "contract")]),
            (U, "deadline friday 😭😭", []),
            (U, "also I hate when people call it 'just google translate'", []),
        ],
    ),
    Conversation(
        "cook asking about recipes",
        [
            (U, "I'm a line cook at an italian place", [("identity", "cook")]),
            (U, "what's the ratio for fresh pasta", []),
            (U, "I prefer metric measurements", [("preference", "metric")]),
            (U, "we're short staffed so I'm doing doubles all week", []),
        ],
    ),
    Conversation(
        "mixed topics in one message",
        [
            (
                U,
                "quick q about python dicts, but first, I just moved to Austin and I'm "
                "starting a new job at Dell on monday so forgive me if im slow today",
                [("identity", "austin"), ("activity", "dell")],
            ),
            (U, "ok so the question: how do I merge two dicts", []),
        ],
    ),
    Conversation(
        "veterinarian",
        [
            (U, "vet here 🐶 I work at a small clinic in Cork", [("identity", "vet")]),
            (U, "client asked me if chocolate is ok for dogs 🤦", []),
            (U, "I have three rescue greyhounds myself", [("identity", "greyhound")]),
        ],
    ),
    Conversation(
        "correcting an earlier statement",
        [
            (U, "I'm a nurse", [("identity", "nurse")]),
            (U, "well, nursing student actually, graduating next year", [("identity", "student")]),
            (U, "what's the NCLEX like", []),
        ],
    ),
    Conversation(
        "negations that are not removals",
        [
            (U, "I'm not a programmer so go easy on me", []),
            (U, "I don't have kids, it's for my nephew", []),
            (U, "I've never been to Japan", []),
            (U, "I'm not sure this is right", []),
        ],
    ),
    Conversation(
        "reported speech about self",
        [
            (U, "my doctor says I'm prediabetic", [("identity", "prediabetic")]),
            (U, "people always tell me I'm too direct", []),
            (U, "my wife thinks I work too much", []),
        ],
    ),
    Conversation(
        "music and taste",
        [
            (
                U,
                "I'm really into 80s synthpop, depeche mode especially",
                [
                    ("preference", "synthpop"),
                ],
            ),
            (U, "can't stand country music tbh", [("preference", "country")]),
            (U, "recommend me something new?", []),
            (U, "I play bass in a cover band on weekends", [("identity", "bass")]),
        ],
    ),
    Conversation(
        "daily habits",
        [
            (U, "I wake up at 5am every day to write before work", [("identity", "5am")]),
            (U, "I drink way too much coffee", [("identity", "coffee")]),
            (U, "I meditate every morning, 20 minutes", [("identity", "meditate")]),
        ],
    ),
    Conversation(
        "academic researcher, long technical message",
        [
            (
                U,
                "I'm a postdoc in computational biology at ETH Zurich. Currently writing a "
                "grant proposal due in two weeks, and I keep getting stuck on the aims "
                "section. Here's my draft: 'Aim 1: We will characterise the regulatory "
                "landscape of...' — does that sound too vague?",
                [("identity", "postdoc"), ("context", "grant")],
            ),
            (U, "be brutally honest, I don't need encouragement", [("preference", "honest")]),
            (U, "fair point. I'll rewrite it tonight", []),
        ],
    ),
    Conversation(
        "weekend plans",
        [
            (U, "going camping in the lake district this weekend ⛺", [("activity", "camping")]),
            (U, "what should I pack", []),
            (U, "last time I forgot a tarp and everything got soaked lol", []),
            (U, "never going without a tarp again", [("experience", "tarp")]),
        ],
    ),
    Conversation(
        "spanish fragments and move",
        [
            (U, "hola! acabo de mudarme a Valencia", [("identity", "valencia")]),
            (
                U,
                "sorry, I just moved to Valencia, still learning spanish",
                [
                    ("identity", "valencia"),
                    ("context", "spanish"),
                ],
            ),
            (U, "I'm from Ireland originally", [("identity", "ireland")]),
            (U, "qué bonito es el mar aquí", []),
        ],
    ),
    Conversation(
        "instructions aimed at the assistant about a document",
        [
            (U, "rewrite this in a formal tone: I'm the best candidate for this job", []),
            (U, "make it sound like I'm a senior engineer", []),
            (U, "write a bio for me: I'm a UX designer from Toronto who loves hiking", []),
            (U, "use British spelling always", [("preference", "british")]),
        ],
    ),
    Conversation(
        "divorced, existing memories",
        [
            (
                U,
                "I'm divorced now, it was finalised in april",
                [
                    ("retract", "married"),
                    ("identity", "divorced"),
                ],
            ),
            (U, "kids live with me during the week", []),
            (U, "how do I talk to them about it", []),
        ],
        existing=[
            ("e9", "Is married", "relationship"),
            ("e10", "Has two children", "relationship"),
        ],
    ),
    Conversation(
        "no longer vegetarian, existing memories",
        [
            (
                U,
                "I'm not vegetarian anymore, started eating fish again",
                [
                    ("retract", "vegetarian"),
                ],
            ),
            (U, "any easy salmon recipes?", []),
        ],
        existing=[("e11", "Is vegetarian", "personal")],
    ),
    Conversation(
        "teacher venting",
        [
            (
                U,
                "i teach year 6 at a primary school in leicester and honestly this term has "
                "been brutal",
                [("identity", "teach"), ("identity", "leicester")],
            ),
            (U, "SATs next week", [("activity", "sats")]),
            (U, "ofsted could come any day", []),
            (U, "sorry for ranting 😅", []),
        ],
    ),
    Conversation(
        "startup founder",
        [
            (U, "I run a small bakery with my sister, 6 employees", [("identity", "bakery")]),
            (U, "we're opening a second location in june", [("context", "second location")]),
            (U, "how do I do payroll for part-timers in the UK", []),
        ],
    ),
    Conversation(
        "code review with statements in comments",
        [
            (
                U,
                "```python\n# I'm a helper that parses dates\ndef parse(s): ...\n```\nwhy "
                "does this fail on '2024-02-30'?",
                [],
            ),
            (U, "I'm using python 3.12 on a mac", []),
            (U, "I prefer type hints everywhere btw", [("preference", "type hints")]),
        ],
    ),
    Conversation(
        "hearing impaired user",
        [
            (
                U,
                "I'm deaf so I can't do phone calls, need email templates instead",
                [
                    ("identity", "deaf"),
                ],
            ),
            (U, "I use BSL with my family", [("identity", "bsl")]),
            (U, "thank you, this is perfect", []),
        ],
    ),
    Conversation(
        "moving abroad plans",
        [
            (
                U,
                "we're moving to Amsterdam in september for my wife's job",
                [
                    ("activity", "amsterdam"),
                ],
            ),
            (U, "I work remotely so I can keep my job", [("identity", "remote")]),
            (U, "is it hard to find housing there?", []),
        ],
    ),
    Conversation(
        "fitness tracking",
        [
            (U, "ran my first 10k yesterday in 58 min!!", [("activity", "10k")]),
            (U, "I'm lactose intolerant so protein shakes are tricky", [("identity", "lactose")]),
            (U, "any plant-based protein you'd suggest", []),
        ],
    ),
    Conversation(
        "mixed sarcasm and real fact",
        [
            (U, "yes I'm a rocket scientist, obviously 🙄", []),
            (U, "jk I work in retail", [("identity", "retail")]),
            (U, "at a shoe store in Dublin", [("identity", "dublin")]),
        ],
    ),
    Conversation(
        "pet owner, multi-turn",
        [
            (U, "my cat keeps scratching the sofa", []),
            (A, "What's your cat's name and age?", []),
            (U, "Mochi, she's 2", [("identity", "mochi")]),
            (U, "indoor only", []),
        ],
    ),
    Conversation(
        "travel done",
        [
            (
                U,
                "just got back from two weeks in Vietnam, it was incredible",
                [
                    ("activity", "vietnam"),
                ],
            ),
            (U, "jet lag is destroying me", []),
            (
                U,
                "I learned that you should always carry cash in rural areas there",
                [
                    ("experience", "cash"),
                ],
            ),
        ],
    ),
    Conversation(
        "exam student, all lowercase",
        [
            (U, "i have my driving test tmrw", [("activity", "driving test")]),
            (U, "failed it twice already lol", []),
            (U, "im so nervous i cant sleep", []),
            (U, "any last tips", []),
        ],
    ),
    Conversation(
        "writer",
        [
            (U, "I'm writing a fantasy novel, about 60k words in", [("context", "novel")]),
            (U, "my protagonist is a blind swordsmith", []),
            (U, "I hate adverbs, flag them if you see any", [("preference", "adverbs")]),
        ],
    ),
    Conversation(
        "caretaker",
        [
            (U, "I look after my dad who has dementia", [("identity", "dad")]),
            (U, "he lives with us since last year", []),
            (U, "some days are really hard", []),
        ],
    ),
    Conversation(
        "no apostrophes, removal of employer",
        [
            (U, "i dont work for amazon anymore, got laid off in march", [("retract", "amazon")]),
            (U, "looking for warehouse jobs nearby", [("context", "warehouse")]),
        ],
        existing=[
            ("e12", "Works at Amazon", "professional"),
            ("e13", "Lives in Phoenix", "location"),
        ],
    ),
    Conversation(
        "role-play inside a real conversation",
        [
            (U, "act as my interviewer. I'm applying for a nurse position", []),
            (U, "ok ready, ask me the first question", []),
            (U, "I'd say my greatest strength is staying calm under pressure", []),
            (U, "that was fun, thanks", []),
        ],
    ),
    Conversation(
        "age and birthday",
        [
            (U, "turning 30 next week, feeling old lol", [("activity", "30")]),
            (U, "planning a small party at my place", []),
            (U, "how much food for 15 people", []),
        ],
    ),
    Conversation(
        "electrician, several facts across short turns",
        [
            (U, "electrician, self employed, 20 yrs", [("identity", "electrician")]),
            (U, "based in Cardiff", [("identity", "cardiff")]),
            (U, "i've got a van full of cable and no time lol", []),
            (U, "i have a big commercial job starting monday", [("activity", "commercial job")]),
            (U, "prefer quick answers, im usually on site", [("preference", "quick")]),
        ],
    ),
    Conversation(
        "pharmacist, languages and move",
        [
            (
                U,
                "I'm a pharmacist, originally from Lagos",
                [
                    ("identity", "pharmacist"),
                    ("identity", "lagos"),
                ],
            ),
            (U, "been living in Toronto since 2018", [("identity", "toronto")]),
            (
                U,
                "I speak Yoruba and English fluently, some French",
                [
                    ("identity", "yoruba"),
                    ("identity", "english"),
                    ("identity", "french"),
                ],
            ),
            (
                U,
                "studying for my Canadian licensing exam, it's in July",
                [
                    ("context", "licensing exam"),
                ],
            ),
        ],
    ),
    Conversation(
        "lessons from work incidents",
        [
            (
                U,
                "Yesterday I deleted the prod database by accident. Lesson: never run "
                "migrations without a backup",
                [("experience", "backup")],
            ),
            (
                U,
                "I realised that writing the rollback plan first makes deploys way calmer",
                [("experience", "rollback")],
            ),
            (
                U,
                "tried feature flags for the release and it made rollbacks trivial",
                [("experience", "feature flags")],
            ),
            (U, "anyway my boss was surprisingly chill about it", []),
        ],
    ),
    Conversation(
        "many plans in one message",
        [
            (
                U,
                "busy week: dentist on tuesday, parents evening wednesday at 6, and I'm "
                "driving to my sister's wedding in Cornwall on saturday",
                [
                    ("activity", "dentist"),
                    ("activity", "parents evening"),
                    ("activity", "wedding"),
                ],
            ),
            (U, "help me make a packing list for the wedding", []),
        ],
    ),
    Conversation(
        "done activities, casual",
        [
            (U, "went to the Taylor Swift concert last night omg", [("activity", "concert")]),
            (U, "ran the Berlin marathon on sunday, 4:12 😅", [("activity", "berlin marathon")]),
            (U, "we visited my in-laws in Lyon last weekend", [("activity", "lyon")]),
            (U, "my legs are dead", []),
        ],
    ),
    Conversation(
        "ongoing situations, plain",
        [
            (U, "I'm currently recovering from knee surgery", [("context", "knee surgery")]),
            (U, "we're saving for a house deposit", [("context", "house")]),
            (U, "I'm learning to play the piano at 45, it's humbling", [("context", "piano")]),
            (U, "been trying to get my sleep schedule fixed for weeks", [("context", "sleep")]),
        ],
    ),
    Conversation(
        "preferences about answers, plainly stated",
        [
            (U, "I prefer answers with sources I can check", [("preference", "sources")]),
            (U, "please always include the units", [("preference", "units")]),
            (
                U,
                "don't explain basic stuff, I'm a senior dev",
                [
                    ("preference", "basic"),
                    ("identity", "senior dev"),
                ],
            ),
            (U, "and reply in english even if I write in spanish", [("preference", "english")]),
        ],
    ),
    Conversation(
        "family facts",
        [
            (U, "my wife is a surgeon at St Thomas'", [("identity", "wife surgeon")]),
            (U, "we have a 3 year old daughter called Ava", [("identity", "ava")]),
            (U, "my parents live in Goa", [("identity", "parents goa")]),
            (U, "my brother works at Google", [("identity", "brother google")]),
        ],
    ),
    Conversation(
        "tastes and dislikes, casual",
        [
            (U, "honestly I love spicy food, the hotter the better 🌶️", [("preference", "spicy")]),
            (U, "not a fan of horror movies", [("preference", "horror")]),
            (U, "big fan of sci-fi though, The Expanse is my fav", [("preference", "sci-fi")]),
            (U, "i hate mushrooms lol", [("preference", "mushrooms")]),
        ],
    ),
    Conversation(
        "identity facts phrased with extras",
        [
            (U, "I'm an architect, mostly residential stuff", [("identity", "architect")]),
            (U, "I work for a small firm in Porto", [("identity", "porto")]),
            (U, "I'm 52 btw", [("identity", "52")]),
            (
                U,
                "I'm Brazilian but grew up in Japan",
                [
                    ("identity", "brazilian"),
                    ("identity", "japan"),
                ],
            ),
        ],
    ),
    Conversation(
        "health and diet, lowercase",
        [
            (U, "im celiac so no wheat", [("identity", "celiac")]),
            (U, "also pescatarian", [("identity", "pescatarian")]),
            (
                U,
                "i have adhd which is why my messages are all over the place",
                [
                    ("identity", "adhd"),
                ],
            ),
        ],
    ),
    Conversation(
        "education, plain",
        [
            (U, "I'm studying nursing at King's College London", [("identity", "nursing")]),
            (U, "I graduated from MIT in 2015 with a physics degree", [("identity", "physics")]),
            (U, "currently doing my PhD on protein folding", [("context", "phd")]),
        ],
    ),
    Conversation(
        "pets, plain and casual",
        [
            (U, "I have a golden retriever named Max", [("identity", "max")]),
            (
                U,
                "we got a new kitten yesterday!! her name is Pepper",
                [
                    ("identity", "pepper"),
                ],
            ),
            (U, "my parrot talks more than I do", [("identity", "parrot")]),
        ],
    ),
    Conversation(
        "removals, plainly phrased",
        [
            (U, "I no longer work at the bank", [("retract", "bank")]),
            (U, "I left Barclays in January", [("retract", "barclays")]),
            (
                U,
                "we sold the house in Leeds and live in York now",
                [
                    ("retract", "leeds"),
                    ("identity", "york"),
                ],
            ),
        ],
        existing=[
            ("e14", "Works at the bank", "professional"),
            ("e15", "Works at Barclays", "professional"),
            ("e16", "Lives in Leeds", "location"),
        ],
    ),
    Conversation(
        "plans, varied phrasing",
        [
            (U, "gonna see my grandma in the hospital tomorrow", [("activity", "grandma")]),
            (U, "I have a job interview at 2pm today", [("activity", "interview")]),
            (U, "flying to Lisbon on the 3rd of june", [("activity", "lisbon")]),
            (U, "we're hosting thanksgiving this year", [("activity", "thanksgiving")]),
        ],
    ),
    Conversation(
        "experiences told as stories",
        [
            (
                U,
                "last year I tried to learn three languages at once and it was a disaster, "
                "one at a time works way better for me",
                [("experience", "one at a time")],
            ),
            (
                U,
                "i found out the hard way that landlords here want 3 months deposit",
                [
                    ("experience", "deposit"),
                ],
            ),
            (U, "note to self: book trains early, the prices triple", [("experience", "trains")]),
            (
                U,
                "switching to a standing desk fixed my back pain",
                [("experience", "standing desk")],
            ),
        ],
    ),
    Conversation(
        "small business owner, mixed",
        [
            (U, "I own a coffee shop in Melbourne ☕", [("identity", "coffee shop")]),
            (U, "we're redoing the menu for winter", [("context", "menu")]),
            (U, "I'm hiring two baristas next month", [("context", "hiring")]),
            (U, "write short, I read these between customers", [("preference", "short")]),
        ],
    ),
    Conversation(
        "soldier and relocation",
        [
            (
                U,
                "I'm in the army, stationed in Germany right now",
                [
                    ("identity", "army"),
                    ("identity", "germany"),
                ],
            ),
            (U, "deploying in november for 6 months", [("activity", "deploy")]),
            (U, "my fiancée is a teacher back home in Ohio", [("identity", "fiancée teacher")]),
        ],
    ),
    Conversation(
        "language learner",
        [
            (U, "I'm learning Korean on duolingo, 200 day streak 🔥", [("context", "korean")]),
            (U, "my first language is Polish", [("identity", "polish")]),
            (
                U,
                "I'm fluent in English and German",
                [
                    ("identity", "english"),
                    ("identity", "german"),
                ],
            ),
        ],
    ),
    Conversation(
        "runner, upcoming and done",
        [
            (U, "I'm running the London half on Sunday!!", [("activity", "half")]),
            (U, "did a 15 mile long run last saturday", [("activity", "15 mile")]),
            (U, "I always run in the morning before work", [("identity", "morning")]),
        ],
    ),
    Conversation(
        "designer, preferences and context",
        [
            (U, "UX designer at a bank, 6 years in", [("identity", "ux designer")]),
            (U, "I'm redesigning our mobile onboarding flow", [("context", "onboarding")]),
            (U, "give me the pros and cons as a table please", [("preference", "table")]),
            (U, "I can't stand dark patterns", [("preference", "dark patterns")]),
        ],
    ),
    Conversation(
        "remote worker, timezone",
        [
            (U, "I'm in Manila but my team is in New York", [("identity", "manila")]),
            (U, "so I work nights basically", []),
            (U, "please always give times in PHT", [("preference", "pht")]),
        ],
    ),
]
