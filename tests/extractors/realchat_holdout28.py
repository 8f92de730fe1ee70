"""Held-out evaluation set 28: people in East and Southeast Asia, the Middle East and
Eastern Europe writing in non-native English, about jobs, families and moves.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries, chosen from what people tell a chat assistant, not
   from what an extractor could match. Most of them write English as a second or third
   language and drop in words of their own (Vietnamese, Polish, Tagalog, Ukrainian and
   German, Korean, Persian, Arabic, Mandarin, Indonesian, Romanian, Thai, Malay English,
   Georgian, Hungarian, Kazakh, Mongolian, Japanese, Lebanese French, Czech, Serbian,
   Bulgarian, Latvian, Turkish, Swahili, Singlish).
2. For each situation, the user's turns as people really type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes and hypotheticals, role-play, quoted text
   and text to translate, code and stack traces, facts about friends and relatives, small
   talk, and life changes that take back existing identity memories.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable
   about the user and carry no label. Role-play, quoted essays, texts to translate and
   stories about other people carry no label for their contents.
4. Written without reading the extractor, its patterns or its documentation, and never
   measured before it was committed. A label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Vietnamese nurse moving to Osaka as a caregiver, learning Japanese, family left behind",
    "a Polish backend developer pasting Java code, wants code-only answers, sprint demo",
    "a Filipina cashier abroad going home for good, Taglish, a mother alone at home",
    "a Ukrainian teacher who fled Kharkiv to Leipzig, diploma not recognised (existing memories)",
    "a Korean marketer in Seoul, sarcastic about overtime, wants short answers",
    "an Iranian architect applying to emigrate to Canada, IELTS essay quoted for checking",
    "a Jordanian pharmacist, lactose intolerant, sister's wedding after Eid",
    "a Chinese PhD student finishing a thesis, a cat on the keyboard, an abstract to rewrite",
    "an Indonesian batik seller who wants replies in Bahasa Indonesia, a bazaar next week",
    "a Romanian truck driver with a herniated disc, two weeks on the road",
    "a Thai chef offered a job in Perth, a formal acceptance letter to write",
    "a Malaysian asking for a landlord role-play, then a real deposit dispute",
    "a Georgian au pair going to Munich, a text to translate for her grandmother",
    "a Hungarian making small talk about the weather and jokes, nothing to keep",
    "a Kazakh petroleum student with lottery daydreams and an oil-field internship",
    "a Mongolian who does traditional archery and will compete at Naadam",
    "a Japanese retiree whose wife died, taking up bonsai (existing memory)",
    "a Lebanese mother of a baby, a paediatric nurse herself, tired of disclaimers",
    "a Czech home brewer and amateur hockey goalie with a tournament on the 8th",
    "a Serbian frontend developer laid off, job search, interview on Friday, mock questions",
    "a Saudi mother of three learning to drive, driving test next Tuesday",
    "a Taiwanese fab engineer facing a week of night shifts, hates melatonin",
    "a Bulgarian who quit a call centre to open a bakery with her mother (existing memory)",
    "a Latvian whose old dog died, daughters grieving (existing memories)",
    "an Egyptian civil engineer who wants metric units and no emoji",
    "a Kenyan primary teacher who runs every morning, first marathon in October",
    "a Singaporean pasting a Python traceback, nothing personal",
    "a Thai who lost money to a crypto scammer and learned from it, a cousin at risk",
    "a Filipina whose first Canadian visa was refused, flying to Vancouver in August",
    "a Vietnamese student talking about a friend's scholarship and a roommate leaving",
    "a Turkish dentist moving to Berlin, preparing the German licensing exam",
)

HOLDOUT28: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hello! i am nurse at a hospital in Da Nang 🙂 next month i move to Osaka to "
                "work as caregiver (kaigo) in elderly home. my japanese is only N4 so i study "
                "every night after work. can you teach me polite phrases for old people?",
                [
                    ("identity", "nurse"),
                    ("activity", "osaka"),
                    ("context", "japanese"),
                ],
            ),
            (A, "Of course! Will you be working with residents who have dementia?", []),
            (U, "maybe, they didnt tell me yet 🤷‍♀️", []),
            (
                U,
                "cam on chi! my husband stay in Da Nang first, he join me when i have stable visa",
                [("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "czesc 👋 backend developer here, java 17 + spring boot, working for a bank. "
                "why this gives me NPE??\n\n```java\n@Service\npublic class AccountService {\n"
                "  @Autowired private AccountRepo repo;\n"
                "  public AccountService() { repo.findAll(); }\n}\n```",
                [("identity", "developer")],
            ),
            (
                A,
                "Field injection happens after the constructor runs, so `repo` is still null "
                "inside the constructor. Use constructor injection instead...",
                [],
            ),
            (
                U,
                "ok works now. but pls next time only code, no long essay, i dont have time "
                "for reading 😅",
                [("preference", "code")],
            ),
            (
                U,
                "btw we have sprint demo on thursday and my manager is pure chaos lol, "
                "he changes scope every day",
                [("activity", "demo")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "hi po! ask lang, im cashier in a mall here, 3 yrs na. my contract ends in "
                "august and i decide to go home to Iloilo for good na. how to compute my "
                "gratuity? 🙏",
                [("identity", "cashier"), ("activity", "iloilo")],
            ),
            (
                A,
                "Happy to help. What is your basic monthly salary, and is your contract "
                "limited or unlimited?",
                [],
            ),
            (U, "limited, 2,500 AED basic", []),
            (
                U,
                "salamat po!! my nanay will be so happy, she is alone in our bahay and she "
                "has diabetes pa",
                [("identity", "mother")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "hi. some update about me: we left Kharkiv already, now we live in Leipzig. "
                "i dont work as teacher anymore, my diploma is not recognised here so i wait "
                "for the papers, it takes months 😔",
                [
                    ("retract", "kharkiv"),
                    ("identity", "leipzig"),
                    ("retract", "teacher"),
                    ("context", "diploma"),
                ],
            ),
            (
                U,
                "Deutsch ist so schwer... my B1 exam is 14 june, ich habe Angst lol. give me "
                "5 tipps for the speaking part",
                [("activity", "exam")],
            ),
            (U, "danke 🙏", []),
        ],
        existing=[
            ("m1", "Lives in Kharkiv", "demographic"),
            ("m2", "Works as an English teacher", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "i just LOVE staying in office until 11pm every day ㅋㅋㅋ 회사 is basically my "
                "home now. im in the marketing team at a cosmetics company in Seoul, 4th year. "
                "how to politely tell my 팀장 i cant do weekend work again",
                [("identity", "marketing"), ("identity", "seoul")],
            ),
            (
                A,
                "Here is a polite way to phrase it, with some context on how to frame your "
                "workload, suggest alternatives and keep the relationship positive...",
                [],
            ),
            (
                U,
                "too long 😩 i read you on the subway, keep answers short pls, 3 lines max",
                [("preference", "short")],
            ),
            (U, "ㅇㅋ thx. 화이팅 me", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "salam, I am architect living in Tehran. we are applying canada express "
                "entry and my IELTS is 22 june, I need band 7 in writing. can you check my "
                "task 2?",
                [
                    ("identity", "architect"),
                    ("identity", "tehran"),
                    ("context", "canada"),
                    ("activity", "ielts"),
                ],
            ),
            (
                U,
                'here:\n"Some people think children should live with their parents until '
                "they marry. I strongly agree, because in my country families are very close "
                'and I myself lived with my parents until I was 30..."',
                [],
            ),
            (
                A,
                "Good structure. A few fixes below. Is your spouse also included in the "
                "application?",
                [],
            ),
            (U, "not sure, our consultant handles that part 🤷", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "marhaba! i work as pharmacist and i am lactose intolerant myself haha so "
                "ironic. what sweets i can make for eid without milk?",
                [("identity", "pharmacist"), ("identity", "lactose")],
            ),
            (
                U,
                "also my sister wedding is 28 june in Irbid, i need dessert for 200 person "
                "yalla help 😂",
                [("activity", "wedding")],
            ),
            (U, "shukran habibi, you are the best", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "哈哈 finally i finish chapter 3 of my thesis!! im phd student in materials "
                "science at Fudan, defense is in july if my supervisor dont kill me first",
                [("identity", "phd"), ("context", "thesis"), ("activity", "defense")],
            ),
            (
                U,
                "my cat 豆豆 walked on keyboard and deleted half page lol. anyway can you "
                "rewrite this abstract more academic: 'We make new catalyst, it is cheap and "
                "work good in high temperature.'",
                [("identity", "cat")],
            ),
            (A, "Here is a revised version. Should I use British or American spelling?", []),
            (U, "whatever you think is better 加油 me", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "halo kak, aku jual batik online, mostly instagram and shopee. gimana ya "
                "caranya bikin caption yang menarik? pls balas bahasa indonesia aja ya, "
                "english saya pas-pasan 😅",
                [("identity", "batik"), ("preference", "indonesia")],
            ),
            (
                A,
                "Tentu, kak! Berikut beberapa tips membuat caption yang menarik untuk batik...",
                [],
            ),
            (U, "mantap! makasih kak 👍", []),
            (
                U,
                "oh iya, minggu depan ada bazar di Malioboro, aku buka stand. ada tips?",
                [("activity", "malioboro")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "buna. im truck driver, 2 weeks on the road to germany and austria, then 1 "
                "week home with my wife",
                [("identity", "truck"), ("identity", "wife")],
            ),
            (
                U,
                "my back is killing me, doctor said herniated disc L5 last year. what "
                "stretching i can do in the cabin?",
                [("identity", "herni")],
            ),
            (U, "mersi frate", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "sawasdee krub. i am chef in Thai restaurant in Chiang Mai, 12 years "
                "experience. I get job offer in Perth, Australia, start 1 september na 555",
                [("identity", "chef"), ("identity", "chiang"), ("activity", "perth")],
            ),
            (A, "Congratulations! Are you planning to move alone?", []),
            (U, "yes first alone, family maybe come later, we see", []),
            (U, "can you write me a short english letter to accept the offer, formal", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "can we roleplay? you are my landlord Mr Tan and i am a 19 year old student "
                "who paid rent late because my scholarship came late. make it dramatic lah",
                [],
            ),
            (A, "*crosses arms* Aiyo, late again ah? You think this house is charity?", []),
            (
                U,
                "hahaha ok stop. for real tho my actual landlord in Petaling Jaya still keeps "
                "my deposit after i moved out, rm1200, 2 months already. what can i do?",
                [("context", "deposit")],
            ),
            (
                U,
                "ok noted. btw im not student lol, i work in IT support 😂",
                [("identity", "support")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "gamarjoba! please translate to georgian for my grandmother, she wants to "
                "send to her old friend: 'Dear Helga, I had surgery on my knee and now I "
                "have a new kitten named Tsitso.'",
                [],
            ),
            (
                U,
                "thanks! and im the one going to Munich as au pair from september, bebia is "
                "so proud hehe",
                [("activity", "munich")],
            ),
            (A, "How exciting! How is your German so far?", []),
            (U, "A2, learning on duolingo every day 🦉", [("context", "german")]),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (U, "jó reggelt! its raining again, summer where are you 😩", []),
            (U, "tell me a joke about cats", []),
            (U, "haha köszi, that was bad but good", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "if i win lottery i would move to Seoul and open a coffee shop and never see "
                "integrals again 😂",
                [],
            ),
            (
                U,
                "in reality im 2nd year petroleum engineering student. my summer internship "
                "at oil field in Atyrau is from 1 july, im scared",
                [("identity", "petroleum"), ("activity", "internship")],
            ),
            (U, "what if i switched to medicine now, would it be stupid?", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "sain baina uu. every weekend i do traditional archery at club, and in July "
                "at Naadam festival i compete for first time!!",
                [("identity", "archery"), ("activity", "naadam")],
            ),
            (U, "how to keep focus when wind is strong?", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "Good morning. I am sorry for my English. My wife Keiko passed away in "
                "March, after 41 years. My family says I should talk to something so I try you.",
                [("retract", "keiko")],
            ),
            (
                A,
                "I am so sorry for your loss. Would you like to tell me a little about how "
                "you spend your days?",
                [],
            ),
            (
                U,
                "I am retired, 68, before I was engineer in a car company in Nagoya. Since "
                "last autumn I do bonsai every morning, Keiko always wanted I have hobby",
                [("identity", "retired"), ("identity", "68"), ("identity", "bonsai")],
            ),
            (U, "Thank you. You are kind machine.", []),
        ],
        existing=[("m1", "Married to Keiko", "personal")],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "bonjour/marhaba 😅 my son Karim is 8 months and he wakes up every 2 hours, "
                "and the generator noise all night doesnt help. what can i do?",
                [("identity", "karim")],
            ),
            (
                A,
                "Here are some things to try... As always, consult your pediatrician if the "
                "night waking continues.",
                [],
            ),
            (
                U,
                "please no more 'consult your pediatrician' disclaimers, i know, i am "
                "pediatric nurse myself 🙄",
                [("preference", "disclaimer"), ("identity", "nurse")],
            ),
            (U, "merci, yalla let me try tonight", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "ahoj, i brew my own beer at home for like 5 years, mostly lagers. my last "
                "batch tastes like butter?? what happened",
                [("identity", "brew")],
            ),
            (
                A,
                "That buttery taste is usually diacetyl. What temperature did you ferment at, "
                "and for how long?",
                [],
            ),
            (U, "10 C primary, 2 weeks", []),
            (
                U,
                "ok thx. also saturday 8th we have amateur hockey tournament and im goalie "
                "for our team, wish me luck 🏒",
                [("activity", "tournament"), ("identity", "hockey")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "zdravo. i am frontend developer, 6 yrs react. company did layoffs in april "
                "so im looking for a remote job now, its brutal out there",
                [("identity", "developer"), ("context", "job")],
            ),
            (
                U,
                "i have interview on friday with a dutch fintech, can you do mock interview? "
                "ask me react questions",
                [("activity", "interview")],
            ),
            (
                A,
                "Sure. First question: what is the difference between useMemo and useCallback?",
                [],
            ),
            (U, "usememo caches value, usecallback caches function. next", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "السلام عليكم. i am mother of three and finally i am taking driving lessons "
                "at a driving school!! my kids laugh at me 😂",
                [("identity", "three"), ("context", "driving")],
            ),
            (
                U,
                "my test is next tuesday, what are common mistakes on the parking part?",
                [("activity", "test")],
            ),
            (U, "ان شاء الله I pass", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "hi, process engineer at a chip fab here. next week i have night shifts 7 "
                "days straight 😵 any tips for sleep?",
                [("identity", "engineer"), ("activity", "night")],
            ),
            (
                U,
                "also i hate melatonin, it gives me weird dreams, dont suggest it",
                [("preference", "melatonin")],
            ),
            (U, "謝謝 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "guess who quit the call center today!!! 🎉🎉 me!! 5 years of angry "
                "customers, бях на ръба",
                [("retract", "call center")],
            ),
            (
                U,
                "now me and my mom open small bakery in Plovdiv, banitsa and bread. we sign "
                "the lease next monday",
                [("context", "bakery"), ("activity", "lease")],
            ),
            (
                U,
                "can you suggest bulgarian name for the bakery? something with 'baba' (grandma) maybe",
                [],
            ),
        ],
        existing=[("m1", "Works at a call center in Sofia", "professional")],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (U, "my Bars died on sunday. 14 years old. house so quiet now", [("retract", "bars")]),
            (A, "I'm so sorry. Fourteen years is a long life together.", []),
            (
                U,
                "he was with me since university. my two daughters cried whole day",
                [("identity", "daughters")],
            ),
            (U, "dont know if i ever want another dog", []),
        ],
        existing=[
            ("m1", "Has a dog named Bars", "personal"),
            ("m2", "Lives in Riga", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "hello, civil engineer here. always give me metric units pls, no "
                "feet/inches/psi nonsense, we dont use that",
                [("identity", "civil"), ("preference", "metric")],
            ),
            (
                U,
                "and skip emojis in your replies, it looks unprofessional when i copy to reports",
                [("preference", "emoji")],
            ),
            (U, "what is typical concrete cover for slab in coastal area?", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Habari! Im a primary school teacher and i run every morning before class. "
                "I registered for the Nairobi marathon in October, first full one!",
                [("identity", "teacher"), ("identity", "run"), ("activity", "marathon")],
            ),
            (U, "what should i eat the night before the race?", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "eh why my python script got this error ah\n```\nTraceback (most recent call "
                'last):\n  File "main.py", line 12, in <module>\n    df = pd.read_csv(path)\n'
                "FileNotFoundError: [Errno 2] No such file or directory: 'data/sales.csv'\n```",
                [],
            ),
            (U, "walao the path was wrong. ok can", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "last year i lost 80,000 baht to a crypto guy on telegram who said he is "
                "trader in Singapore. he showed fake profits, i sent more and more, then he "
                "blocked me. lesson: if someone you never met promise profit, run. now my "
                "cousin wants to invest with some 'mentor' on LINE, how do i convince him?",
                [("experience", "crypto")],
            ),
            (U, "he says im jealous lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "my first application for canada student visa was rejected because my bank "
                "statement was only 3 months, they want 6. so second time i prepared 6 months "
                "+ sponsor letter from my tita and got approved! 🙌 i fly to Vancouver on aug "
                "20 for my diploma in early childhood education",
                [("experience", "visa"), ("activity", "vancouver")],
            ),
            (
                U,
                "what winter clothes i need? i never saw snow in my life, we only have rainy "
                "season in Cebu haha",
                [("identity", "cebu")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "my friend Minh just got scholarship to Melbourne and his girlfriend is angry "
                "haha. how to give advice to him about long distance?",
                [],
            ),
            (
                U,
                "my roommate also goes to Korea for exchange so i will be alone in our dorm "
                "in Hanoi 😢",
                [("identity", "hanoi")],
            ),
            (U, "whatever. maybe i get a cat lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "merhaba, i am dentist and in autumn i move to Berlin. to work as dentist in "
                "germany i must pass the Kenntnisprüfung, so i prepare for that now, very hard 😓",
                [("identity", "dentist"), ("activity", "berlin"), ("context", "kenntnis")],
            ),
            (A, "Good luck! Do you already have your B2 German certificate?", []),
            (U, "C1 since march 💪", [("identity", "german")]),
            (U, "ok tell me a funny dentist joke to send my colleagues", []),
        ],
    ),
]
