from agent.entry import main

main()
