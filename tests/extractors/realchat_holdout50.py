"""Held-out set 50: Diaspora and families between countries.

Second-generation children of immigrants, workers abroad sending money home, emigrants moving
back, cross-cultural couples and their in-laws, parents on long visitor visas, and people
juggling paperwork, festivals, food and the things their families are not told.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages mixing
   several facts with a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, code-switching (Hindi/Urdu, Punjabi, Tagalog, Arabic, Polish, Yoruba, Pidgin,
   Vietnamese, Turkish, French, German, Italian), facts given as the reason for a question,
   short fragment answers, a voice-typed message without punctuation, a "sorry i meant"
   correction, a pasted form error, role-play and sitcom-scene requests whose facts are
   fiction, hypotheticals and wishes, a card to proofread, a birthday message to translate,
   news about coworkers and friends, facts about parents and in-laws that are not the
   user's, and a few formal writers.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   a third of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a second-generation Punjabi-Canadian nurse hosting her in-laws from India for months",
    "a Filipino medical technologist in Riyadh comparing ways to send money home",
    "a Polish plasterer leaving Leeds with his family to move back to Wroclaw",
    "a British-Nigerian analyst preparing for her mother's six-month visit from Ibadan",
    "a Vietnamese-American pharmacy student voice-typing about Tet and her parents' salon",
    "a Turkish-German woman in Cologne with a Scottish husband and two mothers to manage",
    "a British-Pakistani man hiding a long-term girlfriend from his parents",
    "a Lebanese-Australian pharmacist who quit and moved back to Beirut for her father",
    "an Indian software engineer on an H-1B in Seattle fighting visa forms for his parents",
    "a Filipina domestic helper in Hong Kong asking about caregiver work in Canada",
    "a French-Moroccan warehouse night worker in Lyon facing Ramadan",
    "a Polish mother in Dublin squeezing her visiting parents into a small flat",
    "a Nigerian engineer in Houston torn between his wife and remittances to Abeokuta",
    "a Vietnamese-Australian grandson who wants a birthday message translated",
    "a Turkish-Dutch man in Amsterdam cooking for Bayram who is secretly vegetarian",
    "an American woman married to an Egyptian, learning Arabic before Ramadan with in-laws",
    "an Iraqi-American woman in Dearborn engaged to a Mexican man and planning the wedding",
    "an Indian-American in Plano whose retired parents stay six months a year",
    "a second-generation Turkish Londoner whose childhood cat has just died",
    "a Filipina caregiver in Milan separated from her Italian husband, worried about her permit",
    "a British-Nigerian banker quitting to move to Lagos and start a brand",
    "a Pakistani-American medical resident who wants to rehearse fending off marriage talk",
    "a retired Pakistani professor writing formally about a UK visitor visa",
    "a Pakistani ride-hail driver in Dubai who was cheated by a hundi agent",
    "an Indian-Canadian in Winnipeg watching coworkers and friends move on",
    "a Filipino-American event planner roped into organising a cousin's debut",
    "a Syrian baker in Hamburg applying to bring his mother over and sitting a German exam",
    "a Polish-American in Chicago learning her grandmother's Wigilia cooking",
    "an Indian-American who dropped out of medical school without telling his parents",
    "a Nigerian master's student in England thinking about the visa after graduation",
)

HOLDOUT50: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so context: born and raised in brampton, punjabi fam, i work as a nurse at "
                "a long term care home. my in-laws just landed from ludhiana and they're staying "
                "till march 😭 and diwali is at OUR place this year. what do i even cook for "
                "like 3 weeks straight lol",
                [
                    ("identity", "brampton"),
                    ("identity", "nurse"),
                    ("context", "in-laws"),
                    ("activity", "diwali"),
                ],
            ),
            (A, "That's a long stretch! Do they eat onion and garlic, or strictly satvik?", []),
            (
                U,
                "onion garlic fine, no eggs tho. and sasur ji is diabetic so go easy on the "
                "mithai, mummy ji will sneak it to him anyway",
                [],
            ),
            (A, "Got it. Here's a rotating 7-day veg menu you can repeat...", []),
            (
                U,
                "can u put it in a table? i screenshot everything and send it to my husband "
                "so he cant say he didnt know",
                [("preference", "table"), ("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "hi po! ofw here sa riyadh, medtech ako sa isang private hospital. every "
                "kinsenas nagpapadala ako kay nanay sa iloilo for my 2 younger sibs' tuition. "
                "ano mas mura, bank transfer or yung mga remittance center?",
                [("identity", "riyadh"), ("identity", "medtech"), ("identity", "iloilo")],
            ),
            (A, "It depends on the amount. Roughly how much do you send each time?", []),
            (U, "mga 1500 riyal", []),
            (A, "For that amount, the app-based services usually beat the banks...", []),
            (
                U,
                "ay sorry english na lang po pls, para ma-forward ko sa kuya ko. he handles the "
                "money sa bahay",
                [("preference", "english")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        existing=[
            ("m1", "Lives in Leeds", "personal"),
            ("m2", "Works as a self-employed plasterer", "professional"),
        ],
        turns=[
            (
                U,
                "right so after 9 years were finally going back to wroclaw, flight booked for "
                "the 14th. kids start polish school in september, bit nervous how the little "
                "one will cope with it",
                [("context", "wroclaw"), ("activity", "flight"), ("identity", "kids")],
            ),
            (A, "Big move! Kids often adapt faster than parents expect. How old are they?", []),
            (
                U,
                "7 and 4. also does my uk state pension still count if i stop paying NI? "
                "thats 9 yrs of contributions",
                [],
            ),
            (A, "Yes, your qualifying years stay on your record...", []),
            (
                U,
                "update lol were actually here now, landed tuesday. no more leeds drizzle. "
                "staying at the teściowa's till our flat in wroclaw is ready 🙃 dzięki for the "
                "pension stuff",
                [("retract", "leeds"), ("identity", "wroclaw")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "my mum is coming over from ibadan on a 6 month visitor visa on the 2nd and i "
                "need ideas to keep her busy. im a data analyst, wfh 3 days a week so i cant "
                "entertain her all day. she loves church and gardening",
                [("activity", "ibadan"), ("identity", "analyst")],
            ),
            (A, "Lovely! Is she comfortable getting around on buses by herself?", []),
            (
                U,
                "lol she will NOT be taking any bus alone, she thinks london is lagos with "
                "extra rain",
                [],
            ),
            (A, "Fair enough. A few ideas that don't need much travel...", []),
            (
                U,
                "sorry i meant she arrives on the 3rd not the 2nd. the 2nd is when i fly out to "
                "lagos to bring her back with me",
                [("activity", "lagos")],
            ),
            (A, "Noted. Then plan a quiet first week for jet lag...", []),
            (
                U,
                "e se gan. also any restaurant ideas, she doesnt eat pork and neither do i, "
                "we're muslim",
                [("identity", "pork"), ("identity", "muslim")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "ok so my parents own a nail salon in garden grove and i help out there every "
                "saturday but im also a full time pharmacy student at uci and tet is next "
                "weekend and my mom wants me to make banh chung with her how long does that "
                "actually take",
                [("identity", "salon"), ("context", "pharmacy"), ("activity", "tet")],
            ),
            (A, "Traditionally the cakes boil for 8 to 12 hours, plus prep.", []),
            (U, "trời ơi 12 hours 💀 instant pot version it is. dont tell bà ngoại", []),
            (A, "In a pressure cooker it's around 2-3 hours...", []),
            (
                U,
                "can u also explain li xi etiquette in simple words, my boyfriend is coming to "
                "tet for the first time (hes white lol) and hes lowkey terrified",
                [("identity", "boyfriend")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "Can you proofread this pls, its for my schwiegermutter's birthday card, my "
                "english is ok but not perfect:\n\n'Dear Moira, we are so happy that you come "
                "to visit us in Köln in May. Callum and me wish you a wonderful birthday and we "
                "are counting the days until we see you. Much love'",
                [],
            ),
            (A, "Nearly perfect! Small fixes: 'that you are coming', 'Callum and I'...", []),
            (
                U,
                "danke! ngl having her and my anne in the same flat for a week is going to be "
                "chaos. anne only speaks turkish, moira only english, so guess whos translating "
                "everything 🙃",
                [("identity", "turkish")],
            ),
            (A, "Ha, you'll be the bridge. Want some shared activities that need few words?", []),
            (
                U,
                "yes pls. for context im from duisburg originally but we live in cologne now, "
                "my husband callum teaches at the international school there",
                [("identity", "duisburg"), ("identity", "cologne"), ("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "been with my gf sarah 2 years and my parents still think im single lol. if i "
                "could tell ammi abbu without the whole khandan finding out id do it tomorrow",
                [("identity", "sarah")],
            ),
            (A, "That sounds like a lot to carry. What's holding you back the most?", []),
            (
                U,
                "rishta aunties. my cousins shaadi is in lahore in december and ammi has "
                "already lined up 'options' for me 🙄 im flying out on the 12th",
                [("activity", "lahore")],
            ),
            (A, "Oof. Do you want help planning how to handle that trip?", []),
            (
                U,
                "later. first write me a short sitcom scene where a guy tells his desi parents "
                "about his white girlfriend and it goes weirdly well. names Bilal and Jenny",
                [],
            ),
            (A, "INT. LIVING ROOM - NIGHT. Bilal clears his throat...", []),
            (
                U,
                "lmaooo bilal is too close, my actual name is billal. its fine tho",
                [
                    ("identity", "billal"),
                ],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        existing=[
            ("m1", "Lives in Sydney", "personal"),
            ("m2", "Works as a pharmacist at Chemist Warehouse", "professional"),
        ],
        turns=[
            (
                U,
                "yalla big news, i quit chemist warehouse and we moved back to beirut last "
                "month 🇱🇧 baba isnt doing great and someone had to be here with him, so sydney "
                "is done for now",
                [
                    ("retract", "chemist warehouse"),
                    ("retract", "sydney"),
                    ("identity", "beirut"),
                    ("identity", "baba"),
                ],
            ),
            (A, "Welcome home, that's a big change. How are you settling in?", []),
            (
                U,
                "state electricity like 4 hrs a day, the rest is the generator guy lol. 3a2belkon",
                [],
            ),
            (A, "Classic. Anything I can help with on the practical side?", []),
            (
                U,
                "yes. im trying to get registered with the order of pharmacists here so i can "
                "work again, what docs do they usually want from someone who practised abroad?",
                [("context", "pharmacists")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "im on h1b, SDE at amazon in seattle. my green card i-140 got approved but "
                "priority date is 2019 EB2 india so yeah 🫠 anyway my wife is due in april "
                "and my parents want to come for 6 months for the birth, what visa do they need",
                [
                    ("identity", "amazon"),
                    ("identity", "seattle"),
                    ("context", "green card"),
                    ("activity", "birth"),
                    ("identity", "wife"),
                ],
            ),
            (A, "They'd apply for a B-2 visitor visa via the DS-160...", []),
            (
                U,
                "filled the ds-160 for my dad and it keeps throwing this:\n\n"
                "ERROR: The Consular Electronic Application Center cannot process your "
                "request at this time. Session Timeout (Code: 0x80070005)\n\nwhat do i do",
                [],
            ),
            (A, "Save the Application ID, clear cookies, use a desktop browser...", []),
            (
                U,
                "ok that worked. pls keep replies short from now, im reading on my phone "
                "between standups",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "Good evening maam/sir. I am a domestic helper here in Hong Kong for 6 years "
                "now with a chinese family, my contract is finishing on June 30. I want to "
                "apply as caregiver in Canada, is it possible even I am 41 years old?",
                [
                    ("identity", "helper"),
                    ("identity", "hong kong"),
                    ("activity", "contract"),
                    ("context", "caregiver"),
                    ("identity", "41"),
                ],
            ),
            (A, "Yes, age is not a bar for the Home Care Worker pathway...", []),
            (
                U,
                "salamat po 🙏 what about the english test? i only finished high school in "
                "batangas",
                [("identity", "school")],
            ),
            (A, "You'd need CELPIP or IELTS General at CLB 4...", []),
            (
                U,
                "ok thank u. pwede po tagalog next time? mas madali para sa akin",
                [("preference", "tagalog")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "salam, je bosse de nuit dans un entrepôt... sorry english: i work nights at a "
                "warehouse outside lyon, shift is 21h-5h, and ramadan starts next week. how do "
                "i even do suhoor and iftar with that",
                [("identity", "warehouse"), ("identity", "lyon"), ("activity", "ramadan")],
            ),
            (A, "You can shift your meals: iftar at sunset before work, a meal on break...", []),
            (
                U,
                "wallah last year was rough, i fainted on day 3 in the middle of the aisle. "
                "since then i always keep dates and water in my locker",
                [("experience", "fainted")],
            ),
            (A, "Smart habit. Electrolytes help too on long shifts.", []),
            (
                U,
                "also my wife isnt muslim but she wants to try fasting with me a few days, any "
                "tips for a total beginner",
                [("identity", "wife")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "hej, my parents are coming from rzeszów for christmas and staying 2 months 🙈 "
                "we're in a 2 bed in dublin 15 with the kids. where do i put everyone",
                [("activity", "parents"), ("identity", "dublin"), ("identity", "kids")],
            ),
            (A, "How many kids, and how old? That changes the options a lot.", []),
            (U, "3. the youngest is 8 months so she's still in our room anyway", []),
            (A, "Then the kids' room could take a bunk plus a travel cot...", []),
            (
                U,
                "tata snores like a tractor so he's not going near the baby lol. sofa bed it is",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "Good day. I am a petroleum engineer in Houston, married with two boys. Every "
                "month I send about $800 home to Abeokuta for my younger siblings' school fees "
                "and my father's medication. My wife feels it is too much. How can I budget "
                "this without quarrel?",
                [
                    ("identity", "engineer"),
                    ("identity", "houston"),
                    ("identity", "boys"),
                    ("identity", "abeokuta"),
                    ("identity", "married"),
                ],
            ),
            (A, "One approach is to agree a fixed percentage together...", []),
            (
                U,
                "You know how it is. If you no send, na you be the bad person for the whole "
                "family meeting.",
                [],
            ),
            (A, "Understood. A written plan you both agree on can help with that pressure.", []),
            (
                U,
                "I learned the hard way. In 2019 I sent 2 million naira to my uncle to buy "
                "land and there was no land. Since then I only pay the school directly.",
                [("experience", "land")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "can u translate this into vietnamese for my bà nội:\n'Happy 90th birthday "
                "Grandma! We miss you so much and we will see you in Hue next summer. Love, "
                "Tommy, Linh and the twins'",
                [],
            ),
            (A, "Chúc mừng sinh nhật lần thứ 90 của Bà! ...", []),
            (
                U,
                "thank u!! my vietnamese is trash tbh, i understand mum and dad but i answer in "
                "english lol. on a 40 day duolingo streak tho",
                [("context", "vietnamese")],
            ),
            (A, "40 days is great! Want a few phrases to say to her on video call?", []),
            (
                U,
                "yes pls. and the hue trip is real btw, we fly out in july for her party",
                [("activity", "hue")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "abi selam, bayram is next week and my anneanne is coming from izmir. im "
                "cooking for like 15 ppl for the first time ever, is 4kg of lamb enough",
                [("activity", "bayram")],
            ),
            (A, "For 15 adults I'd go 5-6 kg bone-in, plus plenty of sides.", []),
            (
                U,
                "ok funny thing, im vegetarian myself 😅 nobody in the family knows so i just "
                "eat a lot of pilav. what can i make for me that looks normal",
                [("identity", "vegetarian")],
            ),
            (A, "Stuffed peppers with rice, mercimek köftesi, a big börek...", []),
            (
                U,
                "perfect. where do i get halal lamb on a sunday, im in amsterdam noord",
                [("identity", "amsterdam")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "My husband is Egyptian and we're spending Ramadan with his family in "
                "Alexandria this year. I've been taking Egyptian Arabic classes online since "
                "January but I still freeze up. Can you give me some phrases for iftar?",
                [("identity", "egyptian"), ("activity", "alexandria"), ("context", "arabic")],
            ),
            (A, "Of course! Ramadan kareem = رمضان كريم ...", []),
            (
                U,
                "ana mesh fahma 😂 ok slower, and just transliteration pls, i cant read the "
                "script yet",
                [("preference", "transliteration")],
            ),
            (A, "Sure: 'Ramadan kareem', reply 'Allahu akram'...", []),
            (
                U,
                "his mom (we call her teta) literally feeds me until i cry. how do i say im "
                "full without offending her",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "so im iraqi, born in dearborn, and im engaged to a mexican guy. wedding is in "
                "june and we need a menu that makes BOTH moms happy 😭",
                [
                    ("identity", "iraqi"),
                    ("identity", "dearborn"),
                    ("identity", "engaged"),
                    ("activity", "wedding"),
                ],
            ),
            (A, "Fun combo! Biryani and birria side by side is a real crowd-pleaser...", []),
            (U, "his mom said no lamb, my mom said no wedding without quzi. pray for me", []),
            (A, "Compromise: quzi as one station, chicken or beef for the rest...", []),
            (
                U,
                "ok and im allergic to tree nuts so pls no pistachio everything at my own "
                "wedding lol",
                [("identity", "nuts")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "my parents are here from pune on their 10 yr b2, they do 6 months each time. "
                "papa is bored out of his mind in plano, mummy is fine with her serials lol. "
                "ideas for a 68 yr old retired bank manager who doesnt drive?",
                [("context", "parents"), ("identity", "plano")],
            ),
            (A, "A senior center with an Indian seniors group could be a good start...", []),
            (U, "haha he'd hate that, he'd say 'main buddha nahi hoon'", []),
            (A, "Fair! What does he enjoy back home?", []),
            (
                U,
                "cricket mostly. i play in a weekend cricket league in frisco, i could take him "
                "along i guess",
                [("identity", "cricket")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Has a cat named Pamuk", "personal"),
            ("m2", "Lives in Haringey", "personal"),
        ],
        turns=[
            (
                U,
                "pamuk died on sunday. 16 years. my nene gave him to me when i was 12 😔",
                [("retract", "pamuk")],
            ),
            (A, "I'm so sorry. Sixteen years is a whole life together.", []),
            (
                U,
                "my babaanne says get a new kitten straight away, thats how they do it in the "
                "village lol. i cant",
                [],
            ),
            (A, "There's no right timeline. Grief for a pet is real grief.", []),
            (
                U,
                "can u help me write a short message in turkish for the family whatsapp, just "
                "that he went peacefully and thank u for the messages",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        existing=[
            ("m1", "Married to Marco", "personal"),
            ("m2", "Works as a caregiver in Milan", "professional"),
        ],
        turns=[
            (
                U,
                "hi. marco and i are officially separated since last month. can i keep my "
                "permesso di soggiorno? it was per motivi familiari",
                [("retract", "marco")],
            ),
            (A, "You may be able to convert it to a work permit if you're employed...", []),
            (
                U,
                "yes still caregiver for the signora, 5 years na. so convert to lavoro? ano "
                "ba requirements",
                [],
            ),
            (A, "Usually: contract, payslips, passport, marca da bollo...", []),
            (
                U,
                "ok got an appointment at the questura thursday 9am for the conversion. "
                "kinakabahan ako",
                [("activity", "appointment")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[
            ("m1", "Works at HSBC in Canary Wharf", "professional"),
            ("m2", "Lives in Peckham", "personal"),
        ],
        turns=[
            (
                U,
                "handed in my notice at hsbc today!!! 🎉 moving to lagos in march to start my "
                "own skincare brand. everyone thinks im mad lmao, reverse japa",
                [("retract", "hsbc"), ("context", "lagos"), ("context", "skincare")],
            ),
            (A, "Congratulations! That's a brave move. How can I help?", []),
            (
                U,
                "my mum is half proud half horrified. do i register with CAC before i land or "
                "after",
                [],
            ),
            (A, "You can register online from abroad...", []),
            (
                U,
                "ok and quote everything in naira pls not pounds, i need to start thinking in it",
                [("preference", "naira")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "can u roleplay as a desi nani who keeps asking when im getting married? i want "
                "to practice saying no nicely lol. you start",
                [],
            ),
            (A, "Beta, come sit. You're 29 now, when will we see the mehndi?", []),
            (U, "nani im a second year resident, i literally sleep at the hospital", []),
            (A, "Resident-shesident! Doctors also get married, beta.", []),
            (
                U,
                "ok stop that was too real 😂 fr tho im an IM resident at rutgers and my mom "
                "says this exact thing on every sunday call",
                [("identity", "resident"), ("identity", "rutgers")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Dear Sir, I am a retired professor of Chemistry, 71 years of age, residing in "
                "Lahore. My son is settled in Manchester and his wife is expecting our first "
                "grandchild in August. Kindly advise which documents are required for a UK "
                "Standard Visitor visa of six months duration.",
                [
                    ("identity", "professor"),
                    ("identity", "71"),
                    ("identity", "lahore"),
                    ("identity", "son"),
                    ("activity", "grandchild"),
                    ("context", "visa"),
                ],
            ),
            (A, "You will need a valid passport, bank statements, a sponsor letter...", []),
            (
                U,
                "Thank you. Please reply in Urdu if possible, my English reading is slow.",
                [("preference", "urdu")],
            ),
            (A, "جی ضرور۔ آپ کو درج ذیل کاغذات درکار ہوں گے ...", []),  # noqa: RUF001
            (U, "شکریہ بیٹا، اللہ خوش رکھے", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "bro i drive uber in dubai, every month i send to my family in sialkot. last "
                "year one hundi guy ran away with 3000 dirham of mine so now only bank app. "
                "which app cheapest for pkr",
                [
                    ("identity", "uber"),
                    ("identity", "dubai"),
                    ("identity", "sialkot"),
                    ("experience", "hundi"),
                ],
            ),
            (A, "For AED to PKR, compare the exchange-house apps and your bank's rate...", []),
            (U, "ok", []),
            (A, "Anything else?", []),
            (
                U,
                "my brother wants to come here also, he is electrician, 2 yrs experience. "
                "which visa he need",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "my coworker priya just got her PR and is moving her whole family to calgary, "
                "and my other friend is getting married in hyderabad in jan. meanwhile me 🧍",
                [],
            ),
            (A, "Ha, lots of change around you! Anything on your own horizon?", []),
            (
                U,
                "i mean im going to the hyderabad wedding so thats something. need a sherwani "
                "that doesnt cost a kidney",
                [("activity", "wedding")],
            ),
            (A, "Online stores often have good mid-range sherwanis...", []),
            (
                U,
                "yeah im in winnipeg so no desi shops worth it, online it is",
                [
                    ("identity", "winnipeg"),
                ],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "my tita wants me to organize my cousin's debut bc 'ikaw naman ang event "
                "planner' 🙃 yes tita i am a planner. of CORPORATE conferences. not cotillions",
                [("identity", "planner")],
            ),
            (A, "Ha. Want a checklist anyway?", []),
            (U, "sige na nga. 18 roses, 18 candles, the whole thing. budget like 8k", []),
            (A, "Here's a full timeline from venue booking to the cotillion rehearsal...", []),
            (
                U,
                "ok pls stop with the long paragraphs, bullet points only",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "hello, i am from aleppo, living in hamburg since 2016. i apply now for family "
                "reunion for my mother, she is in gaziantep. the embassy want so many papers",
                [("identity", "aleppo"), ("identity", "hamburg"), ("context", "reunion")],
            ),
            (A, "Which mission is handling it, Ankara or the Istanbul consulate?", []),
            (U, "istanbul", []),
            (A, "Then book through the visa portal; they usually want...", []),
            (
                U,
                "thanks. also my B1 exam is friday 😬 telc. i work in a bakery from 4 in the "
                "morning so i only can study at night",
                [("activity", "exam"), ("identity", "bakery")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "my babcia is teaching me her pierogi for wigilia this year and she measures "
                "everything in 'szklanki' 😂 can u convert to grams, i bake by weight",
                [("activity", "wigilia"), ("preference", "grams")],
            ),
            (A, "A szklanka is about 250 ml, so flour is roughly 160 g per glass...", []),
            (U, "perfect dziękuję! shes 84 and still runs the whole kitchen lol", []),
            (A, "She sounds amazing. Anything else for the menu?", []),
            (
                U,
                "can u answer in polish from now on? i wanna practise, im taking polish "
                "classes at the copernicus center on tuesdays",
                [("preference", "polish"), ("context", "polish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "so my parents think im still in med school. i dropped out in october and im "
                "doing a UX bootcamp now. they literally pay my rent. how do i tell them before "
                "they fly in for thanksgiving 😭😭",
                [
                    ("experience", "school"),
                    ("context", "bootcamp"),
                    ("activity", "thanksgiving"),
                ],
            ),
            (A, "That's a hard conversation. What do you think worries you most?", []),
            (
                U,
                "hypothetically if i waited till i finish, get a job and THEN told them, "
                "would that be worse lol",
                [],
            ),
            (A, "It might soften the news, but the longer it waits the bigger the shock...", []),
            (U, "real talk my dad is a cardiologist so its gonna be a bloodbath either way", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "good morning! im an international student at kent doing my msc in public "
                "health, dissertation due 1st sept. i want to switch to graduate route after, "
                "do i apply before or after results?",
                [("context", "public health"), ("activity", "dissertation")],
            ),
            (A, "You can apply once the university reports successful completion...", []),
            (
                U,
                "ẹ ṣé gan. my mum keeps calling asking when im coming home to ibadan, i keep "
                "saying 'soon ma' 😭",
                [],
            ),
            (A, "Ha, the classic answer. Anything else on the visa?", []),
            (
                U,
                "also im dyslexic so shorter answers help a lot",
                [("identity", "dyslexic"), ("preference", "short")],
            ),
        ],
    ),
]
