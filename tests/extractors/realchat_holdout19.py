"""Held-out evaluation set 19: office and tech workers, shop owners and parents asking for
everyday help, written without reading the extractor.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries, asking a chat assistant for ordinary help (a formula,
   a caption, a lunchbox, a reply to a customer), with facts about themselves dropped in
   passing inside the request, and many turns that carry nothing to keep (jokes, tasks,
   pasted and forwarded material, questions about colleagues and children).
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes, role-play, quoted text, code, and short
   Portuguese, German, Spanish, French and Japanese fragments.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", without looking at any pattern or running the extractor.
   Roughly a third of the user turns state nothing durable about the user and carry no
   label. Facts inside quoted, forwarded or role-played text, and facts about other
   people, are not labelled (only the relation: "my husband does woodworking" is
   ('identity', 'husband')).
4. The file is committed as written; it is never edited to fit the extractor. A label
   that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an accountant in Leeds fixing a CSV in Excel, then asking for terse answers",
    "a bakery owner in Porto mixing Portuguese greetings into caption requests",
    "a backend developer in India pasting a traceback, with a cousin's wedding coming up",
    "a parent in Toronto asking about a toddler's fever, answering the assistant in fragments",
    "an ex-consultant who left Deloitte and now runs a tea shop in Melbourne (retraction)",
    "an HR manager in Dublin asking for a mock-interview role-play",
    "a cafe owner in Nairobi answering the assistant's questions one fragment at a time",
    "a sarcastic lone IT person at a dental clinic",
    "a product manager in Munich asking for a German letter to be translated",
    "a plumber helping his teenage son with algebra",
    "an office worker who sent a reply-all to 400 people and learned from it",
    "a UX designer in São Paulo laid off from Nubank, job hunting (retraction)",
    "a hardware store owner in small-town Ohio daydreaming and planning workshops",
    "a remote marketing worker whose beagle barks on calls, plus a cat",
    "a two-person online shop owner pasting an angry customer email",
    "an English teacher in Tokyo learning Japanese for the JLPT",
    "a bank employee with a herniated disc asking about standing desks",
    "small talk and jokes with nothing to keep",
    "a project manager in Lagos with a board presentation and a trip to Abuja",
    "a divorced teacher in Wellington giving compound background for a running plan",
    "a pharmacist in Lyon who is no longer vegetarian (retraction)",
    "a new engineering manager asking about a team member",
    "a frontend developer in Lisbon pasting JavaScript",
    "a phone repair shop owner in Thessaloniki who was scammed by a supplier",
    "a Spanish team lead forwarding an email about an offsite",
    "a parent packing nut-free lunches, lactose intolerant themself",
    "an insurance claims handler in Cape Town writing a fantasy novel",
    "a call-centre agent in Manila on permanent night shift",
    "a parent whose hamster died (retraction)",
    "a family that moved from Denver to Phoenix (retraction)",
)

HOLDOUT19: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so im an accountant at a small logistics firm in leeds and every month i "
                "get this csv from the warehouse system thats a total mess. how do i split "
                "the date column which looks like 2024-05-03T14:22 into date and time in excel??",
                [("identity", "accountant"), ("identity", "leeds")],
            ),
            (
                A,
                "You can use =INT(A2) for the date and =MOD(A2,1) for the time, after converting the text with DATEVALUE/TIMEVALUE. Here's a full walkthrough...",
                [],
            ),
            (U, "worked!! ty", []),
            (
                U,
                "also pls just give me the formula next time, not the whole essay lol",
                [("preference", "formula")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Bom dia! I run a little bakery in Porto with my sister, we sell pastéis de "
                "nata mostly to tourists 🥐 Can you help me write an instagram caption for "
                "our new cornbread (broa)? something funny",
                [("identity", "bakery"), ("identity", "porto")],
            ),
            (
                A,
                'Sure! "Broa-d daylight robbery: the cornbread so good it should be illegal." Want a few more options?',
                [],
            ),
            (U, "hahaha perfeito. yes 2 more", []),
            (A, '1) "Corn to be wild." 2) "Our broa has a crust on you."', []),
            (
                U,
                "obrigada!! btw always write captions for me without hashtags, i hate how they look",
                [("preference", "hashtags")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "getting this in prod after we moved the billing service to a new image:\n"
                "```\nTraceback (most recent call last):\n"
                '  File "/app/billing/invoice.py", line 42, in <module>\n'
                "    now = datetime.now(datetime.UTC)\n"
                "AttributeError: type object 'datetime.datetime' has no attribute 'UTC'\n```",
                [],
            ),
            (
                A,
                "datetime.UTC was added in Python 3.11. If the container runs 3.10 or older, use datetime.timezone.utc instead.",
                [],
            ),
            (
                U,
                "ahh the old container is 3.10, that explains it. im the only backend dev on "
                "a team of 6 so everything lands on me 😅",
                [("identity", "backend")],
            ),
            (
                U,
                "also im off from the 20th to 27th for my cousins wedding in mysore so this "
                "has to be fixed before that",
                [("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "my daughter is 3 and has had a fever of 38.9 since last night, shes drinking "
                "fine and playing a bit. when should i actually worry? the pediatricians "
                "office is closed till monday",
                [("identity", "daughter")],
            ),
            (
                A,
                "I'm sorry she's unwell. Before I go on: shall I keep temperatures in Celsius, and which country are you in, so I can point you to the right after-hours line?",
                [],
            ),
            (
                U,
                "yes celsius always. we're in toronto",
                [("preference", "celsius"), ("identity", "toronto")],
            ),
            (A, "In Ontario you can call Health811 any time. Signs to watch for are...", []),
            (U, "ok thanks. she just ate half a banana so i think shes alright", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "quick update for context: i finally left deloitte in april!! now running my "
                "own tea shop in melbourne, its called Leaf & Ladle. can you help me work out "
                "the gst on a $12 pot of tea",
                [("retract", "deloitte"), ("identity", "tea"), ("identity", "melbourne")],
            ),
            (
                A,
                "Congratulations! GST in Australia is 10% and prices are usually GST-inclusive, so a $12 pot includes $1.09 GST.",
                [],
            ),
            (
                U,
                "perfect. and a joke for the chalkboard outside? something about tea and mondays",
                [],
            ),
        ],
        existing=[("m1", "Works as a consultant at Deloitte", "professional")],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "can you roleplay as a candidate for a junior data analyst role? i'll be the "
                "hiring manager and ask questions. I'm actually an HR manager at a hospital in "
                "Dublin and we're short on practice material for new interviewers",
                [("identity", "manager"), ("identity", "dublin")],
            ),
            (
                A,
                "Happy to. I'm Sam, a recent graduate applying for the junior data analyst role. Whenever you're ready!",
                [],
            ),
            (U, "ok first question: tell me about a time you disagreed with your boss", []),
            (
                A,
                "At my internship, my manager wanted to report a metric I thought was misleading...",
                [],
            ),
            (
                U,
                "good answer lol. now switch: you're the interviewer and im a candidate called "
                "Marco who has 10 years in retail and wants to move into data",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (U, "need help planning a weekly lunch menu for my cafe", [("identity", "cafe")]),
            (A, "Happy to help! Where is the cafe, and who are your usual customers?", []),
            (
                U,
                "nairobi, westlands. mostly office people, lots want vegetarian",
                [("identity", "nairobi")],
            ),
            (A, "Got it. Would you like the menu as a table or as a list?", []),
            (U, "table always, i print them", [("preference", "table")]),
            (A, "Here's a Monday-to-Friday table with two mains each day...", []),
            (U, "githeri on monday is genius lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "oh I just LOVE when users call me at 7am because their 'internet is broken' "
                "and the laptop is in airplane mode. best part of being the only IT guy at a "
                "dental clinic 🙃",
                [("identity", "dental")],
            ),
            (
                U,
                "anyway write me a sign for the front desk: 'have you tried turning it off "
                "and on again' but make it polite",
                [],
            ),
            (
                A,
                '"Having trouble with your device? Restarting it fixes most problems! If that doesn\'t help, please call IT."',
                [],
            ),
            (
                U,
                "shorter. and never use exclamation marks with me, they make me twitch",
                [("preference", "exclamation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "Kannst du das ins Englische übersetzen? 'Sehr geehrte Frau Keller, leider "
                "müssen wir den Termin am Donnerstag absagen, da unser Geschäftsführer "
                "erkrankt ist. Wir melden uns nächste Woche mit einem neuen Vorschlag.'",
                [],
            ),
            (
                A,
                '"Dear Ms Keller, unfortunately we have to cancel Thursday\'s appointment, as our managing director is ill. We will get back to you next week with a new suggestion."',
                [],
            ),
            (
                U,
                "danke! ich arbeite als Produktmanagerin bei einer Versicherung, so I write "
                "these all day. is 'cancel' too harsh in english?",
                [("identity", "product")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "my son (14) has this math problem and honestly i forgot all of this: solve "
                "3x^2 - 12x + 9 = 0. can you explain it simple so i can explain it to him",
                [("identity", "son")],
            ),
            (
                A,
                "Divide by 3: x^2 - 4x + 3 = 0, which factors as (x - 1)(x - 3) = 0, so x = 1 or x = 3.",
                [],
            ),
            (U, "ahh factoring. ok he says his teacher wants the quadratic formula way", []),
            (A, "Then use x = (-b ± √(b² - 4ac)) / 2a with a = 3, b = -12, c = 9...", []),
            (U, "thank u. im a plumber not a mathematician haha", [("identity", "plumber")]),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "so last week i accidentally hit reply all on an email moaning about the new "
                "parking policy... to 400 people including the CEO 💀 i went to my boss right "
                "away and owned it and she actually laughed, it blew over in a day. lesson: "
                "check the To: line every time and never put in an email anything i wouldnt "
                "say out loud",
                [("experience", "email")],
            ),
            (
                U,
                "anyway now i need to write a NEW email to facilities about the bike rack, can u draft it",
                [],
            ),
            (A, "Subject: Bike rack request. Hi team, I'd like to ask whether...", []),
            (
                U,
                "gr8. i cycle in every day from clontarf so its kind of a big deal for me",
                [("identity", "clontarf")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "got laid off from nubank last friday with half the design team 😐 so now im "
                "job hunting. can you review my portfolio intro?\n\n"
                "'Olá! I'm Camila, a product designer who turns messy fintech flows into calm "
                "experiences. Previously at Nubank, now looking for my next challenge.'",
                [("retract", "nubank"), ("context", "job")],
            ),
            (
                A,
                "It's clear and warm. I'd replace 'looking for my next challenge' with a concrete result, e.g. ...",
                [],
            ),
            (
                U,
                "ok. im also doing the google data analytics certificate on coursera on the "
                "side, should i mention it?",
                [("context", "analytics")],
            ),
            (A, "Yes, briefly. Are you open to relocating, or remote roles only?", []),
            (
                U,
                "id rather stay in são paulo. not moving to the US even if they pay more",
                [("preference", "paulo")],
            ),
        ],
        existing=[("m1", "Works as a UX designer at Nubank", "professional")],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "if i won the lottery id close the hardware store tomorrow and move to "
                "portugal lol",
                [("identity", "hardware")],
            ),
            (
                U,
                "but realistically, how do i get people under 40 into a hardware store? "
                "we're in a small town in ohio, pop 6000",
                [("identity", "ohio")],
            ),
            (A, "Some ideas: hands-on workshops, a tool library, social media how-to clips...", []),
            (
                U,
                "workshops!! my husband does woodworking so he could teach a birdhouse class",
                [("identity", "husband")],
            ),
            (
                U,
                "lets do the first birdhouse workshop saturday june 8. make me a flyer",
                [("activity", "birdhouse")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "my beagle Biscuit barks every single time i unmute on zoom 🙄 i work from "
                "home for a marketing agency. any tricks??",
                [("identity", "biscuit"), ("identity", "marketing")],
            ),
            (
                A,
                "Try a long-lasting chew before calls and reward quiet moments. How old is Biscuit?",
                [],
            ),
            (U, "2 in july", []),
            (
                U,
                "we also have a cat but shes a perfect angel obviously",
                [("identity", "cat")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "customer sent this, how do i reply without losing my mind:\n\n"
                "> I ordered the blue mug 3 WEEKS ago and still nothing. I live in Calgary and "
                "this is unacceptable. I'm a nurse and I have no time for this.",
                [],
            ),
            (A, "Here's a calm reply: \"Hi, I'm so sorry your mug hasn't arrived yet...\"", []),
            (
                U,
                "good but mention we're a two person business and we ship from halifax on "
                "tuesdays only",
                [("identity", "halifax")],
            ),
            (U, "and sign it from Priya, thats me", [("identity", "priya")]),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "ive lived in tokyo for two years, teaching english at an eikaiwa, and my "
                "japanese is still embarassing. started evening classes at a language school "
                "in shinjuku last month. can you quiz me on counters? 一つ、二つ...",
                [("identity", "tokyo"), ("identity", "teacher"), ("context", "japanese")],
            ),
            (A, "Sure! How would you say 'three books'?", []),
            (U, "さん冊? sansatsu", []),
            (A, "Very close: 三冊 is read 'sansatsu'. Correct! Next: 'five cats'?", []),
            (
                U,
                "yay. ok ill do more tomorrow, i have the JLPT N4 on july 7th 😬",
                [("activity", "jlpt")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "i have a herniated disc (L5-S1) since last year and sitting 9 hours a day at "
                "the bank is killing me. is a standing desk worth it or a gimmick",
                [("identity", "disc"), ("identity", "bank")],
            ),
            (
                A,
                "Many people with disc problems find alternating helps. What has your physiotherapist said?",
                [],
            ),
            (
                U,
                "physio says alternate every 30 min. im doing her exercises every morning now, "
                "week 3",
                [("context", "exercises")],
            ),
            (
                U,
                "also no medical disclaimers please, i know youre not a doctor",
                [("preference", "disclaimers")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (U, "hey hows it going", []),
            (A, "All good here! What can I do for you today?", []),
            (U, "lol do you ever get bored answering the same questions", []),
            (U, "tell me a joke about spreadsheets", []),
            (
                A,
                "Why did the spreadsheet break up with the calculator? It felt like it was being taken for granted... it wanted more cells-f respect.",
                [],
            ),
            (U, "😂 ok that was bad. good bad", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "on thursday im presenting the Q2 roadmap to the board, can you help me make "
                "the opening less boring?",
                [("activity", "roadmap")],
            ),
            (
                A,
                "Try opening with one customer story that the roadmap solves, then the three bets...",
                [],
            ),
            (
                U,
                "also next week im in abuja mon-wed for a client workshop, then flying back "
                "home to lagos on friday",
                [("activity", "abuja"), ("identity", "lagos")],
            ),
            (U, "thanks. remind me never to volunteer for slides again 🙃", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "bit of background so u get it: 41, primary school teacher, divorced, two "
                "sons (9 and 12), we live in wellington. I want to start running but i have "
                "zero time. give me a 3x a week plan",
                [
                    ("identity", "41"),
                    ("identity", "teacher"),
                    ("identity", "divorced"),
                    ("identity", "sons"),
                    ("identity", "wellington"),
                ],
            ),
            (A, "Here's a 3-day plan. Do mornings or evenings suit you better?", []),
            (
                U,
                "mornings only, before the school run. and metric please, km not miles",
                [("preference", "metric")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "fun fact i started eating meat again after 8 years of being vegetarian, my "
                "iron was terrible. so can you suggest a simple beef stew for a beginner",
                [("retract", "vegetarian")],
            ),
            (A, "Here's a classic boeuf bourguignon, simplified: ... 500 ml red wine ...", []),
            (U, "no red wine pls, i dont drink alcohol at all", [("identity", "alcohol")]),
            (U, "merci! the pharmacy closes late tonight so ill cook it tomorrow", []),
        ],
        existing=[
            ("m1", "Is vegetarian", "personal"),
            ("m2", "Works as a pharmacist in Lyon", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "one of my team members keeps missing standup, he says his kid is sick a lot. "
                "how do i bring it up without being a jerk",
                [],
            ),
            (A, "Start privately and with curiosity rather than blame: ...", []),
            (U, "hes a great engineer tbh. and his wife just had a baby too", []),
            (
                U,
                "ive only been a manager for like 3 months, i was an engineer before that. "
                "hr put me on a leadership course but its all theory so far",
                [("identity", "manager"), ("context", "leadership")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "```js\nconst total = items.reduce((a, b) => a + b.price, 0)\n```\n"
                "why does this give NaN sometimes",
                [],
            ),
            (
                A,
                "If any price is undefined or a non-numeric string, the sum becomes NaN. Check the data...",
                [],
            ),
            (
                U,
                "ah some prices are strings from the api. can you rewrite it in typescript, "
                "we only use ts at work and i prefer it anyway",
                [("preference", "typescript")],
            ),
            (
                U,
                "nice. btw im a frontend dev at a travel startup in lisbon, been here 3 years",
                [("identity", "frontend"), ("identity", "lisbon")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "a few months ago i lost €2,000 to a fake supplier for my phone repair shop, "
                "paid upfront by bank transfer and they vanished. reported it, never got it "
                "back. now i only pay new suppliers on delivery or through escrow. is that "
                "paranoid or normal?",
                [("experience", "supplier"), ("identity", "repair")],
            ),
            (A, "That's a normal, sensible policy for small businesses...", []),
            (
                U,
                "ok good. the shop is in thessaloniki btw, near aristotelous square",
                [("identity", "thessaloniki")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "te reenvío esto de mi jefe, can you summarize in 3 lines?\n\n"
                "---------- Forwarded message ---------\nFrom: Martin Weiss\nSubject: Q3 "
                "offsite\nHi all, the Q3 offsite will take place in Valencia from 10-12 "
                "September. Please book flights by June 30. Attendance is mandatory for all "
                "team leads.",
                [],
            ),
            (
                A,
                "- Q3 offsite in Valencia, 10-12 September\n- Book flights by 30 June\n- Mandatory for team leads",
                [],
            ),
            (
                U,
                "vale. im a team lead so i have to go 🙄 and my flamenco class has a show that "
                "weekend too, ugh",
                [("activity", "offsite"), ("identity", "flamenco")],
            ),
            (U, "write martin that ill attend but arrive late on the 10th", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "my son has a peanut allergy and his school is nut-free anyway, need 5 "
                "lunchbox ideas that arent sandwiches. hes sooo picky",
                [("identity", "son")],
            ),
            (A, "1) Pasta salad with sweetcorn and ham 2) Mini pancakes with cheese...", []),
            (U, "he hates anything green lol", []),
            (
                U,
                "oh and im lactose intolerant myself so dairy free would be good, we eat the "
                "same stuff",
                [("identity", "lactose")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "by day i handle insurance claims in cape town, and on weekends ive been "
                "writing a fantasy novel for 2 years, about 60k words in. can you help me name "
                "a mountain city? something that sounds old",
                [("identity", "insurance"), ("identity", "cape town"), ("context", "novel")],
            ),
            (A, "Some ideas: Karrowmere, Veldhaven, Ostrakeep, Duhn Amar...", []),
            (U, "ooh Karrowmere. love it", []),
            (
                U,
                "my beta reader (my best friend Thandi) says my dialogue is stiff. quick tips?",
                [("identity", "thandi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "im a call center agent here in manila, we handle US customers so im on "
                "night shift permanently. what should i eat at 3am that wont make me sleepy",
                [("identity", "call"), ("identity", "manila")],
            ),
            (A, "Aim for protein and fibre: boiled eggs, nuts, a small rice bowl with fish...", []),
            (
                U,
                "also from monday i switch to the training team for 2 weeks, day shift finally 🙌",
                [("activity", "training")],
            ),
            (
                U,
                "and pls dont suggest energy drinks. last year i lived on them during nights, "
                "ended up at the doctor with heart palpitations and quit them cold turkey. "
                "water and a walk on break works way better for me",
                [("experience", "energy")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "our hamster pip died this morning and my 6yo daughter is devastated 😢 how "
                "do i explain it to her",
                [("retract", "pip"), ("identity", "daughter")],
            ),
            (A, "I'm so sorry. Would you like a short story you could read to her tonight?", []),
            (U, "yes pls, short", []),
            (U, "thank you. we might get a fish later idk", []),
        ],
        existing=[("m1", "Has a hamster named Pip", "personal")],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "we moved from denver to phoenix last month for my wifes job and the heat is "
                "no joke. how do i keep my home office cool without the ac running all day",
                [("retract", "denver"), ("identity", "phoenix"), ("identity", "wife")],
            ),
            (A, "Blackout curtains on west-facing windows, a fan positioned to...", []),
            (U, "lol 'open a window'. its 112°F out there", []),
        ],
        existing=[("m1", "Lives in Denver", "personal")],
    ),
]
