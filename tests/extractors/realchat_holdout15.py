"""Held-out evaluation set 15 for the memory extractor: families, pets, health, diet and languages.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   ages, occupations and countries (teenagers and elderly users among them), chosen from
   what people tell a chat assistant, not from what an extractor could match. Most of them
   are about families, pets, health, diet and languages; the rest keep a mix of work,
   code, small talk, role-play and life changes.
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant's question, lowercase
   without apostrophes, typos, emoji, sarcasm, wishes, role-play, text to translate or
   proofread, code, and short Spanish, Hindi/Hinglish, Polish, Turkish, Indonesian and
   Swahili fragments mixed with English.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?" (a short answer is read in the frame of the assistant's
   question). Roughly a third of the user turns state nothing durable about the user and
   carry no label. Facts about other people are labelled only for what they say about the
   user (a relationship, a pet); a role's facts, wishes and quoted or to-be-translated
   text are not labelled.
4. Written without reading the extractor, its patterns, its documentation or the other
   labelled sets, and never run against the extractor before it was committed. It is
   never edited to fit the extractor: a label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words; counted in the identity
layer. Each conversation may start with existing identity memories (id, title,
identity_type).
"""

# ruff: noqa: RUF001  (Turkish dotless i in real Turkish text)

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a 74-year-old grandmother in Krakow, new to chat, who knits for her family",
    "a teenager in Jakarta with a math exam, an orange cat and Indonesian slang",
    "a night-shift nurse, lactose intolerant, with Swahili greetings",
    "an 81-year-old Argentine retiree with type 2 diabetes and an old dog",
    "a Hinglish-speaking Jain father planning his daughter's wedding",
    "a Turkish master's student in Berlin fighting with German and a messy roommate",
    "a year-8 pupil who starts a knight-and-dragons role-play, then says what is real",
    "a barista who quit and stopped being vegetarian (existing memories)",
    "a Sevilla accountant who wants a Spanish note translated for her boss",
    "a Polish programmer with celiac disease who wants code only",
    "a 79-year-old grandmother with a hearing aid and grandchildren coming in summer",
    "a sarcastic traveller whose flight to a conference was cancelled",
    "a Swahili-speaking primary teacher improving his English, who keeps goats",
    "a penicillin allergy caught at the pharmacy, and the lesson from it",
    "a dog owner whose old labrador has hip trouble and a vet visit on Friday",
    "someone restarting keto, with unit and food dislikes, and why it failed last time",
    "a teenager in Mexico City applying to engineering in Canada, with anxiety",
    "an Indonesian bank customer-service worker learning Japanese",
    "small talk: greetings, fun facts and thanks",
    "a retired sailor in Gdansk with COPD going to his grandson's football match",
    "a Kenyan mother of twins whose husband works abroad, going back to work",
    "someone who lost money to a parcel-SMS scam and wants to warn their parents",
    "a family that moved city and lost their old dog (existing memories)",
    "a separated parent (existing memories of the marriage and job)",
    "a 68-year-old Turkish grandmother learning German for her grandson",
    "a husband asking for a birthday poem for his wife's 40th",
    "an amateur footballer recovering from ACL surgery, who hates disclaimers",
    "a Turkish host cooking for twenty relatives at Kurban Bayrami",
    "an Indian teenager waiting for an entrance exam result, parents want medicine",
    "an elderly Irish choir singer with Parkinson's who wants plain writing",
    "an Indonesian user asking what a friend's baby name means, nothing durable",
)

HOLDOUT15: list[Conversation] = [
    Conversation(
        situation="a 74-year-old grandmother in Krakow, new to chat, who knits for her family",
        turns=[
            (
                U,
                "dzien dobry! my grandson set this up for me on the computer. I am 74 years old and "
                "I live in Krakow, so now I learn all these new things. how do I make the letters "
                "bigger??",
                [("identity", "74"), ("identity", "krak")],
            ),
            (A, "Of course! Are you using a phone, a tablet or a computer?", []),
            (U, "computer. the big one on the desk", []),
            (
                U,
                "thank you it works 🙂 I knit every evening, socks for the whole family, and my "
                "granddaughter Zosia wants purple ones with cats. please write me short answers, "
                "my eyes get tired quickly",
                [("identity", "knit"), ("identity", "zosia"), ("preference", "short")],
            ),
        ],
    ),
    Conversation(
        situation="a teenager in Jakarta with a math exam, an orange cat and Indonesian slang",
        turns=[
            (
                U,
                "halo kak 😅 i have ujian matematika next tuesday, can u explain the quadratic "
                "formula simple pls, my teacher explain too fast",
                [("activity", "math")],
            ),
            (A, "Sure! For ax² + bx + c = 0, x = (-b ± √(b² - 4ac)) / 2a. ...", []),
            (U, "ok wait what is the discriminant again", []),
            (
                U,
                "LOL my cat Oyen just knocked my phone off the table 😭 he is orange and sooo fat",
                [("identity", "oyen")],
            ),
            (U, "makasih kak!! u explain better than my teacher fr", []),
        ],
    ),
    Conversation(
        situation="a night-shift nurse, lactose intolerant, with Swahili greetings",
        turns=[
            (
                U,
                "Habari! I'm a nurse at the general hospital and I'm on nights all this week."
                " Can you suggest meals that keep me awake without the sugar crash? Also I'm "
                "lactose intolerant so no milky stuff",
                [
                    ("identity", "nurse"),
                    ("activity", "night"),
                    ("identity", "lactose"),
                ],
            ),
            (A, "Do you eat meat, or would you prefer plant-based options?", []),
            (U, "chicken and fish yes. no red meat, never liked it", [("preference", "red meat")]),
            (
                U,
                "asante sana 🙏 the leftovers will disappear anyway, they always do",
                [],
            ),
        ],
    ),
    Conversation(
        situation="an 81-year-old Argentine retiree with type 2 diabetes and an old dog",
        turns=[
            (
                U,
                "Buenas tardes. Soy jubilado, tengo 81 años. The doctor says my sugar is too high, "
                "diabetes tipo 2 since last year. What can I eat for breakfast?",
                [
                    ("identity", "retired"),
                    ("identity", "81"),
                    ("identity", "diabetes"),
                ],
            ),
            (A, "Do you take any medication for it, such as metformin?", []),
            (U, "si, metformina two times a day with food", [("identity", "metformin")]),
            (
                U,
                "and every morning I walk with Negrita, my dog, she is 12, also a grandmother like me",
                [("identity", "negrita")],
            ),
            (U, "muchas gracias, very kind", []),
        ],
    ),
    Conversation(
        situation="a Hinglish-speaking Jain father planning his daughter's wedding",
        turns=[
            (
                U,
                "bhai mujhe thodi help chahiye. meri beti ki shaadi hai december me, Pune me. "
                "budget planning kaise karein? around 20 lakh total hai",
                [("activity", "wedding")],
            ),
            (A, "Congratulations! Will the catering be vegetarian only?", []),
            (
                U,
                "haan pure veg, hum log Jain hain so no onion no garlic also",
                [("identity", "jain")],
            ),
            (
                U,
                "accha one more thing, answer in hinglish only yaar, full english me samajh nahi "
                "aata properly",
                [("preference", "hinglish")],
            ),
            (U, "ok ye list sahi hai 👍", []),
        ],
    ),
    Conversation(
        situation="a Turkish master's student in Berlin fighting with German and a messy roommate",
        turns=[
            (
                U,
                "selam! i'm doing my master's in computer science at TU Berlin. learning "
                "german but honestly it's killing me 💀 any tips for the B2 exam in "
                "july?",
                [
                    ("identity", "computer science"),
                    ("context", "german"),
                    ("activity", "b2"),
                ],
            ),
            (
                U,
                "also my roommate never washes his dishes. how do i say 'please wash your dishes "
                "today' in german without sounding like a drill sergeant",
                [],
            ),
            (U, "annem aradı again 😩 she says eat properly. moms are the same everywhere", []),
        ],
    ),
    Conversation(
        situation="a year-8 pupil who starts a knight-and-dragons role-play, then says what is real",
        turns=[
            (
                U,
                "lets play a game!! you are a wizard and i am a knight called Sir Brambles who has "
                "3 dragons and lives in a castle in scotland",
                [],
            ),
            (A, "The wizard strokes his beard. 'Sir Brambles! Your dragons are restless...'", []),
            (U, "the dragons attack the village!!! what does the wizard do", []),
            (
                U,
                "lol this is fun. in real life i just have a hamster called Toffee and im in year 8 "
                "and have homework 😒",
                [("identity", "toffee"), ("identity", "year 8")],
            ),
        ],
    ),
    Conversation(
        situation="a barista who quit and stopped being vegetarian (existing memories)",
        existing=[
            ("m1", "Works as a barista at Blue Bottle", "professional"),
            ("m2", "Vegetarian", "personal"),
        ],
        turns=[
            (
                U,
                "update on my life lol: i quit the cafe last friday!!! starting a dental assistant "
                "course in june, kinda terrified",
                [("retract", "barista"), ("context", "dental")],
            ),
            (
                U,
                "also im eating meat again, turns out i just really missed burgers 🥩",
                [("retract", "vegetarian")],
            ),
            (U, "anyway what's a cheap steak that isnt like chewing a shoe", []),
        ],
    ),
    Conversation(
        situation="a Sevilla accountant who wants a Spanish note translated for her boss",
        turns=[
            (
                U,
                "can u translate this to english: 'Estimado Sr. López, le escribo porque mi hijo "
                "está enfermo y no podré asistir a la reunión del jueves. Un saludo.'",
                [],
            ),
            (U, "and make it more formal pls, he's very old school", []),
            (A, "Sure. Is this for a work email?", []),
            (
                U,
                "yes im an accountant at a logistics company in Sevilla, the new boss is british",
                [("identity", "accountant"), ("identity", "sevill")],
            ),
        ],
    ),
    Conversation(
        situation="a Polish programmer with celiac disease who wants code only",
        turns=[
            (
                U,
                "```python\ndef avg(xs):\n    return sum(xs) / len(xs)\n```\nthis crashes on an "
                "empty list. fix? just the code, no explanations, i never read them",
                [("preference", "code")],
            ),
            (
                U,
                "thx. btw is it worth learning rust or will i only ever find java jobs",
                [],
            ),
            (
                U,
                "kurwa, ok rust it is. going to a rust meetup on thursday, any celiac-safe pizza "
                "near Rynek? gluten = 3 days in bed for me",
                [("activity", "meetup"), ("identity", "celiac")],
            ),
        ],
    ),
    Conversation(
        situation="a 79-year-old grandmother with a hearing aid and grandchildren coming in summer",
        turns=[
            (
                U,
                "Hello dear. I have a hearing aid now, which is a nuisance. My "
                "grandchildren are coming to stay with me in August, they are 4 and 7. What could "
                "I bake with them that isn't too messy?",
                [("identity", "hearing aid"), ("activity", "august")],
            ),
            (A, "How lovely! Do either of them have any allergies?", []),
            (U, "The little one, my grandson Ben, can't have nuts.", [("identity", "ben")]),
            (U, "Thank you, you are more patient than the bank on the telephone.", []),
        ],
    ),
    Conversation(
        situation="a sarcastic traveller whose flight to a conference was cancelled",
        turns=[
            (
                U,
                "oh i just LOVE being on hold with an airline for two hours, best morning ever 🙃",
                [],
            ),
            (
                U,
                "they cancelled my flight to lisbon and i have a conference there on the 24th "
                "that i absolutely cannot miss. what are my rights under EU rules",
                [("activity", "conference")],
            ),
            (U, "wow 'extraordinary circumstances'. sure. a sunny day is extraordinary now", []),
        ],
    ),
    Conversation(
        situation="a Swahili-speaking primary teacher improving his English, who keeps goats",
        turns=[
            (
                U,
                "Jambo. I am teacher of primary school. I want improve my English "
                "writing. Please correct me every time I make mistake.",
                [
                    ("identity", "teacher"),
                    ("context", "english"),
                    ("preference", "correct"),
                ],
            ),
            (
                U,
                "Yesterday my goats escape and eat the neighbour maize, very big problem haha. Now "
                "I am building better fence.",
                [("identity", "goats")],
            ),
            (A, "(corrections) ... How many goats do you keep?", []),
            (U, "seven. they are too clever, pole pole I learn", []),
        ],
    ),
    Conversation(
        situation="a penicillin allergy caught at the pharmacy, and the lesson from it",
        turns=[
            (
                U,
                "i'm allergic to penicillin and my GP just prescribed amoxicillin??? isnt that the "
                "same family",
                [("identity", "penicillin")],
            ),
            (
                U,
                "ok called the pharmacy and they switched it. lesson learned: always say it again "
                "at the counter, the system does not always flag it",
                [("experience", "pharmacy")],
            ),
        ],
    ),
    Conversation(
        situation="a dog owner whose old labrador has hip trouble and a vet visit on Friday",
        turns=[
            (
                U,
                "my labrador Biscuit (9) has been limping, the vet thinks hip dysplasia. vet "
                "appointment friday for xrays. what can i do at home until then",
                [("identity", "biscuit"), ("activity", "vet")],
            ),
            (A, "Poor Biscuit. Is he carrying any extra weight?", []),
            (U, "a bit 😬 he steals our cat's food every night", [("identity", "cat")]),
        ],
    ),
    Conversation(
        situation="someone restarting keto, with unit and food dislikes, and why it failed last time",
        turns=[
            (
                U,
                "starting keto again monday 🙃 give me a shopping list, grams not ounces please, and "
                "NO cilantro, it tastes like soap to me",
                [("context", "keto"), ("preference", "grams"), ("preference", "cilantro")],
            ),
            (
                U,
                "last time i gave up after 4 days because i hadnt prepped anything and just ordered "
                "pizza. so this time im meal prepping on sunday",
                [("experience", "prep")],
            ),
            (U, "is coffee with cream ok or is that cheating", []),
        ],
    ),
    Conversation(
        situation="a teenager in Mexico City applying to engineering in Canada, with anxiety",
        turns=[
            (
                U,
                "hola!! im applying to unis in canada for engineering. my mom doesnt "
                "want me to go that far 😭",
                [("context", "engineering")],
            ),
            (A, "That's exciting! Where are you living right now?", []),
            (U, "mexico city, coyoacan", [("identity", "mexico city")]),
            (
                U,
                "also i have anxiety and interviews make me freeze. first one is may 28, any tips?",
                [("identity", "anxiety"), ("activity", "interview")],
            ),
            (U, "ok thank u, ojala que salga bien", []),
        ],
    ),
    Conversation(
        situation="an Indonesian bank customer-service worker learning Japanese",
        turns=[
            (
                U,
                "aku kerja di bank, bagian customer service. lagi belajar bahasa "
                "jepang, semoga nanti bisa kerja di tokyo 🙏 where do i start?",
                [("identity", "bank"), ("context", "japanese")],
            ),
            (A, "Great goal! Do you already know hiragana?", []),
            (U, "belum 😅 not yet", []),
            (U, "ok i will try 20 min before work every day. semangat!", []),
        ],
    ),
    Conversation(
        situation="small talk: greetings, fun facts and thanks",
        turns=[
            (U, "good morning!! ☀️", []),
            (U, "tell me a fun fact about octopuses", []),
            (U, "three hearts?? thats wild. ok bye have a good day", []),
        ],
    ),
    Conversation(
        situation="a retired sailor in Gdansk with COPD going to his grandson's football match",
        turns=[
            (
                U,
                "Dzień dobry. I was sailor for 40 years, now retired in Gdańsk. Lungs not so good, "
                "COPD the doctor say.",
                [("identity", "sailor"), ("identity", "gda"), ("identity", "copd")],
            ),
            (
                U,
                "On Saturday I go to watch my grandson Kuba play football. Is cold wind dangerous "
                "for me?",
                [("activity", "football"), ("identity", "kuba")],
            ),
        ],
    ),
    Conversation(
        situation="a Kenyan mother of twins whose husband works abroad, going back to work",
        turns=[
            (
                U,
                "Niaje! mom of twins here (3yo), my husband works in Dubai so it's mostly just me, "
                "any ideas to make bedtime less of a war zone?",
                [("identity", "twins"), ("identity", "husband")],
            ),
            (A, "Do the twins share a room?", []),
            (U, "yes and they wake each other up all night 🙄", []),
            (
                U,
                "and from june im back at the pharmacy part-time, so evenings get even tighter",
                [("identity", "pharmacy")],
            ),
        ],
    ),
    Conversation(
        situation="someone who lost money to a parcel-SMS scam and wants to warn their parents",
        turns=[
            (
                U,
                "got scammed last month by a fake parcel SMS, lost 300 euros, the bank gave back "
                "half. since then i never click links in texts. can you write a warning for my "
                "parents whatsapp group?",
                [("experience", "scam")],
            ),
            (U, "theyre in their 70s and my dad believes literally everything lol", []),
        ],
    ),
    Conversation(
        situation="a family that moved city and lost their old dog (existing memories)",
        existing=[
            ("m1", "Lives in Madrid", "demographic"),
            ("m2", "Has a dog named Kiko", "personal"),
        ],
        turns=[
            (
                U,
                "hola! we moved to Valencia in march, closer to my in-laws. what are good "
                "Saturday activities with kids here?",
                [("retract", "madrid"), ("identity", "valencia")],
            ),
            (A, "Valencia is great for families! Does Kiko come along on outings?", []),
            (
                U,
                "sadly Kiko died in april, he was 15 💔 the kids still ask for him",
                [("retract", "kiko")],
            ),
        ],
    ),
    Conversation(
        situation="a separated parent (existing memories of the marriage and job)",
        existing=[
            ("m1", "Married to Dan", "personal"),
            ("m2", "Works as a high school teacher", "professional"),
        ],
        turns=[
            (
                U,
                "dan and i separated in january. we're co-parenting our son Milo, week on week "
                "off. how do i explain two houses to a 5 year old",
                [("retract", "dan"), ("identity", "milo")],
            ),
            (U, "still teaching btw, summer break can't come fast enough", []),
        ],
    ),
    Conversation(
        situation="a 68-year-old Turkish grandmother learning German for her grandson",
        turns=[
            (
                U,
                "Merhaba. My grandson Emir lives in Hamburg and speaks only German "
                "now. I am 68 and I start to learn German so I can talk with him.",
                [
                    ("identity", "emir"),
                    ("identity", "68"),
                    ("context", "german"),
                ],
            ),
            (
                A,
                "What a lovely reason! Would you like the lessons explained in Turkish or English?",
                [],
            ),
            (U, "Türkçe lütfen", [("preference", "turkish")]),
        ],
    ),
    Conversation(
        situation="a husband asking for a birthday poem for his wife's 40th",
        turns=[
            (
                U,
                "write a birthday poem for my wife Ana, she turns 40 on saturday. she loves "
                "gardening and her grumpy old cat",
                [("identity", "wife"), ("activity", "birthday")],
            ),
            (U, "make it rhyme but not cheesy, she hates cheesy", []),
        ],
    ),
    Conversation(
        situation="an amateur footballer recovering from ACL surgery, who hates disclaimers",
        turns=[
            (
                U,
                "tore my ACL playing sunday league, surgery was 6 weeks ago, physio twice a week. "
                "when can i start jogging? and skip the 'consult your doctor' bit, i know",
                [("context", "acl"), ("identity", "sunday league"), ("preference", "doctor")],
            ),
            (
                U,
                "lesson learned: never play on a frozen pitch without warming up properly",
                [("experience", "warm")],
            ),
        ],
    ),
    Conversation(
        situation="a Turkish host cooking for twenty relatives at Kurban Bayrami",
        turns=[
            (
                U,
                "on june 16 we host 20 relatives for kurban bayramı and i am cooking everything "
                "myself 😅 how much rice for 20 people?",
                [("activity", "host")],
            ),
            (A, "Roughly 80-100 g of uncooked rice per person. Any dietary needs?", []),
            (
                U,
                "my sister in law is diabetic, and i dont eat lamb myself, never liked the smell",
                [("preference", "lamb")],
            ),
        ],
    ),
    Conversation(
        situation="an Indian teenager waiting for an entrance exam result, parents want medicine",
        turns=[
            (
                U,
                "bro 12th boards khatam 🎉🎉 ab JEE result 9 june ko aayega, bahut tension ho raha",
                [("activity", "jee")],
            ),
            (
                U,
                "mummy papa want me to become doctor but i wanna do design honestly. kaash they "
                "understood",
                [],
            ),
            (A, "That's a hard spot. Have you talked to them about design careers?", []),
            (U, "nahi yaar, scared", []),
        ],
    ),
    Conversation(
        situation="an elderly Irish choir singer with Parkinson's who wants plain writing",
        turns=[
            (
                U,
                "I sing in the parish choir every Sunday, have done for fifty years. The "
                "Parkinson's is making my hands shake but the voice is grand, thank God.",
                [("identity", "choir"), ("identity", "parkinson")],
            ),
            (
                U,
                "Could you write plainly for me, no fancy words, and none of those lists with the "
                "little dots",
                [("preference", "list")],
            ),
            (U, "Lovely. God bless.", []),
        ],
    ),
    Conversation(
        situation="an Indonesian user asking what a friend's baby name means, nothing durable",
        turns=[
            (U, "apa arti nama 'Arjuna'? teman saya tanya, buat anaknya", []),
            (A, "Arjuna is a hero of the Mahabharata; the name means bright or shining.", []),
            (U, "bagus sekali. terima kasih", []),
        ],
    ),
]
