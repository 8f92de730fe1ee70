"""Held-out set 22: people going through changes, in the styles people really chat.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages, countries and continents, chosen from what people tell a chat
   assistant, not from what the patterns could match. The theme of this set is change: a
   move abroad, a breakup, a divorce, a new baby, a diagnosis, retirement, graduation, a
   layoff, a pet's death, leaving the army, fleeing a war. Most conversations start with
   existing identity memories that the user's news takes back or replaces, and many user
   turns are long emotional messages with several facts and a question in them.
2. For each situation, the user's turns as a person would type them: long paragraphs,
   fragments answering the assistant, lowercase without apostrophes, typos, emoji,
   sarcasm, hypotheticals and wishes, role-play, quoted and to-be-translated text, code,
   German/Spanish/French/Japanese/Korean/Ukrainian fragments mixed with English, facts
   about other people, small talk.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", without reading the extractor, its patterns or its docs, and
   without running it on this set. Roughly a third of the user turns or more state nothing
   durable about the user and carry no label.
4. The file was committed before anything was measured on it; it is never edited to fit
   the extractor. A label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. The format and the
`Conversation` dataclass are those of `realchat_corpus`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Filipino nurse three weeks into a new life in Dublin, homesick, reading on her break",
    "a chemistry teacher from Ohio in his first week of retirement, wife teasing him",
    "a young man in Portugal after a four-year relationship ended, back at his brother's",
    "a Swedish UX designer writing one-handed at 4am after the birth of her daughter",
    "an accountant and marathon runner diagnosed with type 1 diabetes in his late thirties",
    "a developer who left a fintech for a climate startup, pasting Elixir and an error",
    "a Kenyan civil engineering graduate, family celebrating, first interview this week",
    "a German pharmacist whose divorce just came through, keeping the flat and the kids",
    "a sarcastic Toronto copywriter laid off over a video call",
    "a man in Auckland whose old dog was put down this morning",
    "a Colombian vet who moved to Spain and cannot work until her degree is recognised",
    "an office manager asking to soften a passive-aggressive email from the boss",
    "a line cook in Leeds playing a Michelin chef in a role-play interview",
    "a Japanese software tester who quit to teach English in a junior high school",
    "a long-time vegetarian eating fish again on doctor's orders, new nut allergy",
    "a grandmother in her eighties who moved into a retirement community after a fall and gave up golf",
    "small talk about cricket with nothing durable in it",
    "a freelance wedding photographer in Cape Town who was never paid and learned why",
    "a Glasgow paramedic with a chaotic week: night shifts and a hen do",
    "a 16-year-old in Krakow asked to give a speech at her mother's wedding",
    "a barista who got engaged and moved from Oakland to Austin for love",
    "a data analyst pasting pandas code and tired of beginner explanations",
    "a French primary teacher gone part-time to care for a husband with ALS",
    "a bus driver's lottery wishes and 'what if' career questions, plus a friend's story",
    "a parent six months sober after a drunk-driving crash the daughter witnessed",
    "a widowed Nigerian mother whose only son just left for university",
    "a US Army soldier out after twelve years, short bursts, starting a trade",
    "a woman learning Korean before meeting her boyfriend's family in Busan",
    "a Ukrainian music teacher from Kharkiv rebuilding her life in Leipzig",
    "a home baker who wants metric recipes",
    "a lawyer who just made partner and feels empty, asks for honesty",
)

HOLDOUT22: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        existing=[
            ("n1", "Lives in Manila", "demographic"),
            ("n2", "Works as a nurse", "professional"),
        ],
        turns=[
            (
                U,
                "ok so update on my life lol. i actually did it, moved to dublin 3 weeks ago 🇮🇪 "
                "still nursing but now on a cardiac ward at the mater. everything is grey and "
                "my flat is tiny and i cried in tesco yesterday bc they didnt have calamansi. "
                "is it normal to feel this lost after moving abroad?? i feel like a child again",
                [("retract", "manila"), ("identity", "dublin"), ("identity", "mater")],
            ),
            (
                A,
                "That's completely normal — the first months abroad are often the hardest. "
                "What usually helps you feel at home?",
                [],
            ),
            (
                U,
                "idk. video calls with my mom maybe. the time difference is brutal tho",
                [],
            ),
            (
                U,
                "pls keep answers short from now on, i read them on my break between rounds",
                [("preference", "short")],
            ),
            (
                U,
                "oh and my first block of nights starts on the 20th, 4 in a row 😭",
                [("activity", "night")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        existing=[
            ("t1", "Works as a chemistry teacher at Westerville High School", "professional"),
            ("t2", "Lives in Ohio", "demographic"),
        ],
        turns=[
            (
                U,
                "Well, it's official. After 34 years I taught my last chemistry class on "
                "Friday. The kids made me a cake shaped like a periodic table. I'm retired now "
                "and I honestly don't know what to do with my mornings. My wife Linda says I "
                "should take up woodworking like her brother. Any ideas for someone who has "
                "never had a hobby in his life?",
                [("retract", "teacher"), ("identity", "retired"), ("identity", "linda")],
            ),
            (
                A,
                "Congratulations on your retirement! What did you enjoy most about teaching?",
                [],
            ),
            (U, "The lab demos, if I'm honest. Blowing things up safely.", []),
            (
                U,
                "Actually I just signed up for a beginner pottery course at the community "
                "center, eight weeks. Linda thinks it's hilarious.",
                [("context", "pottery")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        existing=[
            ("s1", "Has a girlfriend named Sofia", "personal"),
            ("s2", "Lives in Porto", "demographic"),
        ],
        turns=[
            (
                U,
                "sofia and i broke up. 4 years. she kept the apartment in porto and ive moved "
                "back to braga, staying with my brother until i find something. i keep "
                "rereading our old messages like an idiot. how do people stop doing that",
                [("retract", "sofia"), ("retract", "porto"), ("identity", "braga")],
            ),
            (
                A,
                "I'm really sorry. One thing that helps some people is archiving the chat so "
                "it isn't the first thing you see. Would you like a few other ideas?",
                [],
            ),
            (U, "yeah maybe. idk", []),
            (U, "actually no. tell me something distracting. a fun fact about octopuses", []),
            (
                U,
                "ha ok that was good. at least i still have my job at the bike shop, my boss "
                "told me to take the week off",
                [("identity", "bike")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        existing=[
            ("d1", "Works as a UX designer at Spotify", "professional"),
            ("d2", "Lives in Stockholm", "demographic"),
        ],
        turns=[
            (
                U,
                "Writing this one-handed at 4am because our daughter Elin was born on Tuesday "
                "💛 3.2 kg, perfect, screaming. My partner Jonas is finally asleep. Is it "
                "normal that she only sleeps when she's lying on me?",
                [("identity", "elin"), ("identity", "jonas")],
            ),
            (
                A,
                "Yes, very normal in the first weeks — contact naps are common. How are you "
                "feeling physically?",
                [],
            ),
            (
                U,
                "c-section so sore, but ok. the stitches itch like crazy",
                [],
            ),
            (
                U,
                "also plz no more 'consult your doctor' lines, i know, i have a midwife",
                [("preference", "doctor")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        existing=[
            ("r1", "Runs marathons", "personal"),
            ("r2", "Works as an accountant", "professional"),
        ],
        turns=[
            (
                U,
                "I got the results back. Type 1 diabetes, at my age, which apparently is rare "
                "but not unheard of. The endocrinologist was kind but I walked out and sat in "
                "my car for an hour. I've run 14 marathons and now I have to think about "
                "insulin before a 5k. I'm not giving up running, but how do other runners with "
                "T1D manage long runs?",
                [("identity", "diabetes")],
            ),
            (A, "Many do it successfully. Do you use a continuous glucose monitor yet?", []),
            (
                U,
                "no, finger pricks for now. and im lactose intolerant which makes the whole "
                "carb counting thing even more fun",
                [("identity", "lactose")],
            ),
            (
                U,
                "Pretend you're my running coach and it's race morning in Berlin. Coach me "
                "through the first 10k.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        existing=[("k1", "Works as a backend developer at Klarna", "professional")],
        turns=[
            (
                U,
                "first week at the new job!! left klarna, now im a staff engineer at a tiny "
                "climate startup, fully remote. stack is all elixir which i have never touched "
                "lol. anyway can u explain this\n\n"
                "```elixir\n"
                "def handle_info(:tick, state) do\n"
                "  Process.send_after(self(), :tick, 1000)\n"
                "  {:noreply, %{state | count: state.count + 1}}\n"
                "end\n"
                "```",
                [("retract", "klarna"), ("identity", "engineer")],
            ),
            (
                A,
                "It's a GenServer callback that reschedules a :tick message every second and "
                "increments the count in its state.",
                [],
            ),
            (
                U,
                "ok and why does it crash with this\n** (KeyError) key :count not found in: %{}",
                [],
            ),
            (
                U,
                "right, init returned an empty map. ty. btw always give me elixir examples "
                "with typespecs pls",
                [("preference", "typespecs")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        existing=[
            ("g1", "Studies civil engineering at the University of Nairobi", "professional"),
        ],
        turns=[
            (
                U,
                "I GRADUATED!!! 🎓🎓 first class honours, my dad cried in the stands and my "
                "grandma ululated so loud the whole hall turned around 😂 now the scary part: "
                "i have an interview with a road construction firm in mombasa "
                "on thursday",
                [("retract", "studies"), ("activity", "interview")],
            ),
            (A, "Congratulations! What do you know about the firm so far?", []),
            (
                U,
                "not much, they did the bypass near malindi. salary is low-ish but its a start",
                [],
            ),
            (U, "can u do mock interview questions, you be the HR lady, be tough", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        existing=[
            ("m1", "Married to Thomas", "personal"),
            ("m2", "Lives in Munich", "demographic"),
            ("m3", "Works as a pharmacist", "professional"),
        ],
        turns=[
            (
                U,
                "Die Scheidung ist durch. Sorry — the divorce is final as of yesterday. 19 "
                "years with Thomas and it ends with a signature in a room that smelled like "
                "coffee. I'm keeping my job at the pharmacy and the flat, he's the one moving "
                "out. The kids (Lena 15, Paul 12) are with me during the "
                "week. Ich weiß nicht, wie ich mich fühlen soll. Relieved? Sad? Both?",
                [("retract", "thomas"), ("identity", "lena")],
            ),
            (A, "Both is completely valid. Endings can be a relief and a loss at once.", []),
            (
                U,
                "Can you translate this for my lawyer into English: 'Ich bitte um Rückruf "
                "bezüglich der Unterhaltszahlungen für Lena und Paul.'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        existing=[
            ("c1", "Works as a copywriter at an ad agency", "professional"),
            ("c2", "Lives in Toronto", "demographic"),
        ],
        turns=[
            (
                U,
                "love that for me. laid off over a 9-minute zoom call by a VP whose name i "
                "didnt know. 'restructuring'. 8 years of writing for that agency. anyway. im "
                "fine. totally fine. 🙃",
                [("retract", "agency")],
            ),
            (A, "That sounds awful, and the way it was done makes it worse.", []),
            (
                U,
                "oh i LOVE job hunting, its my favourite hobby. can you rewrite my linkedin "
                "headline, currently: 'Senior Copywriter | Storyteller | Coffee Enthusiast'",
                [("context", "job")],
            ),
            (
                U,
                "and no exclamation marks please, I can't handle enthusiasm right now",
                [("preference", "exclamation")],
            ),
            (
                U,
                "lesson from all this: never give 8 years to one employer without keeping my "
                "own portfolio. everything i wrote was on their drive and i lost access at "
                "10:09am",
                [("experience", "portfolio")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        existing=[
            ("b1", "Has a dog named Biscuit", "personal"),
            ("b2", "Lives in Auckland", "demographic"),
        ],
        turns=[
            (
                U,
                "we had to put biscuit down this morning. 14 years. he was there through my "
                "whole twenties, two flats, three jobs. the house is so quiet i can hear the "
                "fridge. i know hes just a dog to some people but im wrecked. how do i tell my "
                "6 year old nephew who adored him",
                [("retract", "biscuit")],
            ),
            (
                A,
                "I'm so sorry. With a six-year-old, simple and honest words work best...",
                [],
            ),
            (U, "thanks. that actually helps", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        existing=[
            ("v1", "Lives in Bogotá", "demographic"),
            ("v2", "Works as a veterinarian", "professional"),
        ],
        turns=[
            (
                U,
                "hola! bueno, news: me mudé a Valencia hace dos semanas 🇪🇸 my husband got a "
                "job at the port here and im still trying to get my vet degree homologated, so "
                "for now no puedo trabajar 😩 the paperwork is infinite. do you know how long "
                "homologación takes for a colombian veterinary degree?",
                [
                    ("retract", "bogot"),
                    ("identity", "valencia"),
                    ("identity", "husband"),
                    ("context", "vet"),
                ],
            ),
            (
                A,
                "It often takes many months. Do you already have your diploma apostilled?",
                [],
            ),
            (U, "sí, apostillado ya", []),
            (
                U,
                "also can u answer in spanish from now on? mi inglés está bien pero me canso",
                [("preference", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        turns=[
            (
                U,
                "can you make this sound less passive aggressive, its from my boss to the "
                "team:\n"
                "> Per my last email, ALL timesheets are due Friday 5pm. I will not be chasing "
                "people again. I have a newborn and a 3 hour commute.\n"
                "thx",
                [],
            ),
            (A, "Here's a friendlier version: ...", []),
            (
                U,
                "for context im the office manager there, I proofread everything he sends out",
                [("identity", "office manager")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        turns=[
            (
                U,
                "lets do a roleplay. you're a food journalist and I'm a famous chef who just "
                "lost a michelin star in Lyon. interview me",
                [],
            ),
            (A, "Chef, how does it feel to lose the star after eleven years?", []),
            (
                U,
                "'Honestly? The star never mattered to me. My grandmother's kitchen in Oran "
                "taught me everything I know.'",
                [],
            ),
            (
                U,
                "haha ok break. I'm actually a line cook at a hotel in Leeds so this is pure "
                "fantasy 😅",
                [("identity", "cook"), ("identity", "leeds")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        existing=[
            ("j1", "Works as a software tester in Osaka", "professional"),
            ("j2", "Lives in Osaka", "demographic"),
        ],
        turns=[
            (
                U,
                "I did it, I quit my QA job last month. 10 years of testing other people's "
                "bugs lol. From September I'll be an English teacher at a junior high school "
                "in Nara through a city program. 緊張してる… nervous and excited. My parents "
                "think I'm crazy. Any tips for classroom management with 13 year olds?",
                [("retract", "tester"), ("activity", "teacher")],
            ),
            (A, "Start with clear routines from day one, and learn names fast...", []),
            (U, "they're gonna eat me alive arent they", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        existing=[("f1", "Is vegetarian", "personal")],
        turns=[
            (
                U,
                "Weird update: after 12 years vegetarian I'm eating fish again, my doctor "
                "basically insisted. Feels like betraying my 19 year old self. Also found out "
                "I'm allergic to cashews (fun ER visit last saturday 🙃). Can you give me a "
                "week of dinners with fish but no cashews or cashew oil?",
                [("retract", "vegetarian"), ("identity", "fish"), ("identity", "cashew")],
            ),
            (A, "Here's a week of dinners... Do you usually cook for anyone else?", []),
            (
                U,
                "just me and my roommate Dee, she eats anything",
                [("identity", "roommate")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        existing=[
            ("o1", "Lives in Tucson, Arizona", "demographic"),
            ("o2", "Plays golf every Saturday", "personal"),
        ],
        turns=[
            (
                U,
                "Hello dear. My granddaughter set this up for me. Last month I moved into a "
                "retirement community in Scottsdale after my fall in March. The "
                "doctor says no more golf, which is a terrible blow, I played every Saturday "
                "for forty years. They have a bridge club here though. Can you explain the "
                "rules of bridge in simple words?",
                [
                    ("retract", "tucson"),
                    ("identity", "scottsdale"),
                    ("retract", "golf"),
                ],
            ),
            (A, "Of course. Bridge is played by four people in two partnerships...", []),
            (U, "Thank you dear, that is very clear.", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        turns=[
            (U, "who won the ipl final last year", []),
            (A, "Kolkata Knight Riders won the 2024 final.", []),
            (U, "lol my uncle bet 500 rupees on the other team", []),
            (U, "ok thanks bye 👋", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        turns=[
            (
                U,
                "Long story but I need to vent. I'm a freelance wedding photographer in Cape "
                "Town and last month a couple ghosted me after the shoot, never paid the "
                "second half, R12,000. I'd skipped a contract because they were friends of a "
                "friend. Lesson learned the hard way: contract and 50% deposit upfront, no "
                "exceptions, even for friends. Can you draft me a simple contract template?",
                [
                    ("identity", "photographer"),
                    ("identity", "cape town"),
                    ("experience", "contract"),
                ],
            ),
            (A, "Here's a simple template with payment terms...", []),
            (U, "add a clause about usage rights for instagram", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        turns=[
            (
                U,
                "next week is chaos: night shifts mon-thu, then my sister's hen do in "
                "edinburgh on saturday 😵‍💫 how do i not die",
                [("activity", "night shifts"), ("activity", "hen")],
            ),
            (A, "Ouch. What job has you on nights?", []),
            (U, "paramedic. 6 years now", [("identity", "paramedic")]),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        turns=[
            (
                U,
                "my mom is marrying her boyfriend marek in october and i have to give a "
                "speech?? im 16 and i barely know him. can u help me write something that "
                "isnt cringe",
                [("activity", "wedding"), ("identity", "16")],
            ),
            (A, "Sure! Tell me one nice thing about him.", []),
            (
                U,
                "he makes really good pierogi and he fixed my bike without making it a whole thing",
                [],
            ),
            (
                U,
                "also translate the final version to polish pls, his english is not great. i "
                "speak polish fine but my writing is bad",
                [("identity", "polish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[("a1", "Lives in Oakland", "demographic")],
        turns=[
            (
                U,
                "so much has changed since we last talked. I got engaged!! 💍 to Priya, who "
                "I've been long-distance with for 2 years, and I moved to Austin to be with "
                "her. I left the café, which was weirdly the hardest part, my regulars made me "
                "a card. Why do I feel guilty being "
                "this happy?",
                [
                    ("identity", "priya"),
                    ("retract", "oakland"),
                    ("identity", "austin"),
                ],
            ),
            (A, "Guilt often shows up when we leave people behind, even for good reasons.", []),
            (
                U,
                "my sister says im 'losing myself' by moving for a girl. she's never liked any "
                "of my partners tho",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        turns=[
            (
                U,
                "why does pandas give me SettingWithCopyWarning here\n"
                "df2 = df[df.country == 'NG']\n"
                "df2['rate'] = df2.rate * 100",
                [],
            ),
            (A, "df2 may be a view of df; use .loc or .copy() to be explicit...", []),
            (
                U,
                "ok .loc. fine. and stop explaining what pandas is every time, i use it daily "
                "at work",
                [("preference", "pandas")],
            ),
            (
                U,
                "im a data analyst at a pension fund btw, so assume i know the basics",
                [("identity", "analyst")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        existing=[
            ("l1", "Works as a primary school teacher in Lyon", "professional"),
            ("l2", "Married to Marc", "personal"),
        ],
        turns=[
            (
                U,
                "Marc was diagnosed with ALS in February. I've gone part-time at school to "
                "take care of him, three days a week instead of five. Some days I'm fine, "
                "other days I sit in the car in the school parking lot for twenty minutes "
                "before I can go in. Our son is 9 and asks questions I can't answer. Is there a "
                "way to explain ALS to a child without lying?",
                [("context", "als"), ("identity", "son")],
            ),
            (A, "Yes, gently and in small pieces. Does Marc have a care team?", []),
            (U, "yes, at the hospital in Lyon, a neurologist and a nurse on tuesdays", []),
            (
                U,
                "merci. sorry, I switch to French when I'm tired. keep it short please, pas de "
                "longs discours",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        turns=[
            (
                U,
                "if i won the lottery id move to iceland and raise sheep. how much does a "
                "sheep farm cost there",
                [],
            ),
            (A, "Farmland prices vary a lot by region...", []),
            (U, "what if I became a pilot at 40, is that too late", []),
            (U, "my friend Tomasz did it at 42 and now he flies for LOT", []),
            (U, "anyway im a bus driver so. dreams lol", [("identity", "bus driver")]),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        turns=[
            (
                U,
                "6 months sober today. I didn't think I'd ever say that. My last drink was the "
                "night I crashed my car into the neighbour's fence — nobody got hurt but my "
                "daughter saw it from the window. That was it for me. I go to meetings twice "
                "a week and I run in the mornings instead. Not sure why I'm telling an AI this "
                "but I don't have many people to tell.",
                [("context", "sober"), ("experience", "crash"), ("identity", "daughter")],
            ),
            (A, "Six months is huge. Thank you for telling me.", []),
            (U, "thank you. it means more than youd think", []),
            (
                U,
                "would it be weird to write her a letter about that night? not to send yet, "
                "just to have",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        existing=[("w1", "Has a son named Tunde", "personal")],
        turns=[
            (
                U,
                "Tunde left for university in Manchester yesterday and the house is so quiet. "
                "I'm a widow, so it's just me now. I keep setting two plates. I'm busy in the day, but the evenings are long. What "
                "could I try?",
                [("identity", "widow")],
            ),
            (A, "Evenings can be the hardest. Were there hobbies you used to enjoy?", []),
            (U, "I used to sing in the church choir before my husband got sick", []),
            (
                U,
                "Actually I just signed up for adire dyeing classes on saturday mornings, "
                "starting next week",
                [("context", "dye")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        existing=[
            ("x1", "Serves in the US Army", "professional"),
            ("x2", "Stationed at Fort Bragg", "demographic"),
        ],
        turns=[
            (U, "got out. DD214 in hand. 12 yrs", [("retract", "army"), ("retract", "bragg")]),
            (A, "Congratulations on your separation! What's next for you?", []),
            (
                U,
                "electrician apprenticeship in knoxville. start monday",
                [("context", "electric")],
            ),
            (U, "wife's thrilled. no more deployments lol", [("identity", "wife")]),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        turns=[
            (
                U,
                "I've been learning Korean for about 8 months because my boyfriend's family in "
                "Busan barely speaks English and we're visiting them in August 😬 can you quiz "
                "me on family vocabulary? Keep romanization out of it, hangul only please",
                [
                    ("context", "korean"),
                    ("identity", "boyfriend"),
                    ("activity", "busan"),
                    ("preference", "hangul"),
                ],
            ),
            (A, "Great! What do you call your mother in Korean?", []),
            (U, "어머니, 아버지, 할머니... 형? no wait 오빠", []),
            (
                U,
                "ugh i hate this. lets do food words instead, his mom will definitely make me "
                "eat a lot lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        existing=[
            ("u1", "Lives in Kharkiv", "demographic"),
            ("u2", "Works as a music teacher", "professional"),
        ],
        turns=[
            (
                U,
                "Hello. My English is not so good, sorry. I am from Kharkiv, now two years we "
                "live in Leipzig, me and my son, he is 11. In Ukraine I was music teacher, "
                "piano. Please help me write a letter to "
                "the music school, I want to ask for work as piano accompanist.",
                [
                    ("retract", "kharkiv"),
                    ("identity", "leipzig"),
                    ("identity", "son"),
                    ("retract", "music"),
                ],
            ),
            (A, "Of course. Should I mention your diploma?", []),
            (U, "yes, conservatory in Kharkiv, 2009", [("identity", "conservatory")]),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        turns=[
            (
                U,
                "Quick one: when you give me recipes, grams not cups. cups mean nothing to me.",
                [("preference", "grams")],
            ),
            (A, "Noted! What would you like to bake?", []),
            (U, "cardamom buns, 12 of them", []),
            (U, "too sweet last time. half the sugar", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        existing=[("p1", "Works as a junior associate at a law firm", "professional")],
        turns=[
            (
                U,
                "made partner. 🥂 supposed to feel amazing. instead I'm sitting in the office "
                "at 11pm on a Tuesday eating vending machine crackers wondering if this is it. "
                "no kids, a peloton I never use. Be honest with me, not nice. I mean that "
                "for every answer.",
                [
                    ("retract", "junior"),
                    ("identity", "partner"),
                    ("preference", "honest"),
                ],
            ),
            (A, "Honestly: the emptiness after a long climb is common...", []),
            (U, "ouch. fair.", []),
        ],
    ),
]
