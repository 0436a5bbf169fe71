from agent.supervisor import main

main()
